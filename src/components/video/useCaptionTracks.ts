import { useEffect, useMemo, useState } from 'react';
import { captionLanguageNames, captionLanguages, captionTracks, type CaptionLanguage, type CaptionTrack } from '../../content/captions';
import { isHlsUrl } from './hlsSource';
import { subtitlesRenditions } from './masterPlaylist';

const isCaptionLanguage = (language: string): language is CaptionLanguage => (captionLanguages as readonly string[]).includes(language);

/**
 * The caption tracks an HLS master lists, as `<track>` elements play them. Our pipeline writes each language's
 * WebVTT file beside its one-segment subtitles playlist (`captions/fr.vtt` by `captions/fr.m3u8`), and the
 * player's own tracks, not hls.js's, draw captions, so the file is named directly.
 */
export function captionTracksInMaster(master: string, masterUrl: string): CaptionTrack[] {
  return subtitlesRenditions(master, masterUrl)
    .filter((rendition) => isCaptionLanguage(rendition.language))
    .map(({ language, uri }) => ({
      language: language as CaptionLanguage,
      label: captionLanguageNames[language as CaptionLanguage],
      kind: language === 'en' ? 'captions' : 'subtitles',
      src: uri.replace(/\.m3u8(?=$|\?)/, '.vtt'),
    }));
}

/**
 * A video's caption tracks: a sample clip's at once; an HLS video's as its master playlist lists them, read once
 * the player mounts (a small file, cached for the stream that follows). None for any other source.
 */
export function useCaptionTracks(src: string): readonly CaptionTrack[] {
  const known = useMemo(() => captionTracks(src), [src]);
  const [listed, setListed] = useState<{ src: string; tracks: CaptionTrack[] } | null>(null);
  useEffect(() => {
    if (known.length > 0 || !isHlsUrl(src)) return;
    let current = true;
    const masterUrl = new URL(src, document.baseURI).href;
    fetch(masterUrl)
      .then((response) => (response.ok ? response.text() : ''))
      .then((master) => current && setListed({ src, tracks: captionTracksInMaster(master, masterUrl) }))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [src, known]);
  if (known.length > 0) return known;
  return listed?.src === src ? listed.tracks : [];
}
