import { useCallback, useRef, useState } from 'react';
import { isHlsUrl } from './hlsSource';
import { parseStoryboard, type StoryboardCue } from './storyboard';

const noCues: readonly StoryboardCue[] = [];

/**
 * The seek preview's thumbnails: an HLS video's `storyboard.vtt` (beside its master playlist), fetched and parsed
 * once, on the first `load()` (the first hover of the seek bar). None for other sources, or when it is missing.
 */
export function useStoryboard(masterUrl: string) {
  // Kept with the video they belong to, so a player given another video never shows the last one's thumbnails.
  const [loaded, setLoaded] = useState<{ masterUrl: string; cues: readonly StoryboardCue[] } | null>(null);
  const requested = useRef<string | null>(null);

  const load = useCallback(() => {
    if (requested.current === masterUrl || !isHlsUrl(masterUrl)) return;
    requested.current = masterUrl;
    const vttUrl = new URL('storyboard.vtt', new URL(masterUrl, document.baseURI)).href;
    fetch(vttUrl)
      .then((response) => (response.ok ? response.text() : ''))
      .then((text) => setLoaded({ masterUrl, cues: parseStoryboard(text, vttUrl) }))
      .catch(() => undefined);
  }, [masterUrl]);

  return { cues: loaded?.masterUrl === masterUrl ? loaded.cues : noCues, load };
}
