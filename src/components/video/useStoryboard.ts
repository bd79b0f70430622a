import { useCallback, useRef, useState } from 'react';
import { isHlsUrl } from './hlsSource';
import { parseStoryboard, type StoryboardCue } from './storyboard';

/**
 * The seek preview's thumbnails: an HLS video's `storyboard.vtt` (beside its master playlist), fetched and parsed
 * once, on the first `load()` (the first hover of the seek bar). None for other sources, or when it is missing.
 */
export function useStoryboard(masterUrl: string) {
  const [cues, setCues] = useState<readonly StoryboardCue[]>([]);
  const requested = useRef(false);

  const load = useCallback(() => {
    if (requested.current || !isHlsUrl(masterUrl)) return;
    requested.current = true;
    const vttUrl = new URL('storyboard.vtt', new URL(masterUrl, document.baseURI)).href;
    fetch(vttUrl)
      .then((response) => (response.ok ? response.text() : ''))
      .then((text) => setCues(parseStoryboard(text, vttUrl)))
      .catch(() => undefined);
  }, [masterUrl]);

  return { cues, load };
}
