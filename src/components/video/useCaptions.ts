import { useEffect, type RefObject } from 'react';
import type { CaptionLanguage, CaptionTrack } from '../../content/captions';
import { updatePlayerPreferences, usePlayerPreferences } from './playerPreferences';

/** Which of the `<video>`'s own `<track>` elements is showing (never tracks an HLS stream added itself). */
function showingLanguage(video: HTMLVideoElement): CaptionLanguage | null {
  const showing = [...video.querySelectorAll('track')].find((element) => element.track.mode === 'showing');
  return (showing?.srclang as CaptionLanguage | undefined) ?? null;
}

/**
 * The captions of one player: the remembered language if this video has it, else off. The chosen
 * `<track>` is set to "showing" and the others to "disabled", so the browser draws the cues (also in
 * fullscreen). A choice made in the browser's own captions menu (iOS fullscreen) is remembered too.
 */
export function useCaptions(videoRef: RefObject<HTMLVideoElement | null>, tracks: readonly CaptionTrack[]) {
  const { captions, lastCaptions } = usePlayerPreferences();
  const has = (language: CaptionLanguage | null) => tracks.some((track) => track.language === language);
  const language = has(captions) ? captions : null;

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    for (const element of video.querySelectorAll('track')) element.track.mode = element.srclang === language ? 'showing' : 'disabled';
  }, [videoRef, language, tracks]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const onChange = () => {
      const showing = showingLanguage(video);
      updatePlayerPreferences(showing ? { captions: showing, lastCaptions: showing } : { captions: null });
    };
    video.textTracks.addEventListener('change', onChange);
    return () => video.textTracks.removeEventListener('change', onChange);
  }, [videoRef]);

  const choose = (next: CaptionLanguage | null) =>
    updatePlayerPreferences(next ? { captions: next, lastCaptions: next } : { captions: null });

  /** Off ↔ the last language chosen (English at first), or this video's first language if it lacks that one. */
  const toggle = () => {
    const first = tracks[0];
    if (!first) return;
    if (language) choose(null);
    else choose(has(lastCaptions) ? lastCaptions : first.language);
  };

  return { tracks, language, choose, toggle };
}
