import { useEffect, type RefObject } from 'react';
import { updatePlayerPreferences, usePlayerPreferences, type PlaybackRate } from './playerPreferences';

/** The remembered playback speed, applied to the element (also as its default, which survives a reload of the source). */
export function usePlaybackRate(videoRef: RefObject<HTMLVideoElement | null>) {
  const { playbackRate } = usePlayerPreferences();

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.defaultPlaybackRate = playbackRate;
    video.playbackRate = playbackRate;
  }, [videoRef, playbackRate]);

  return { rate: playbackRate, setRate: (rate: PlaybackRate) => updatePlayerPreferences({ playbackRate: rate }) };
}
