import { useEffect, type RefObject } from 'react';
import type { VideoLibrary } from './videoLibrary';

/** A playing video's position is saved at least this often (docs/decisions/1620). */
export const SAVE_INTERVAL_MS = 10_000;

/**
 * Saves where the viewer is in the video: every SAVE_INTERVAL_MS while it plays, and on pause, end, page hide
 * and close (unmount). Nothing is saved for a video that was opened but never played, so a glance at the
 * player never overwrites real progress with 0:00.
 */
export function useProgressSaving(videoRef: RefObject<HTMLVideoElement | null>, videoId: string, library: VideoLibrary | null) {
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !library) return;
    let played = false;
    let timer: ReturnType<typeof setInterval> | undefined;

    const save = () => {
      if (played && Number.isFinite(video.duration)) library.saveProgress(videoId, video.currentTime, video.duration);
    };
    const stopTimer = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const onPlay = () => {
      played = true;
      stopTimer();
      timer = setInterval(save, SAVE_INTERVAL_MS);
    };
    const onStop = () => {
      stopTimer();
      save();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') save();
    };

    video.addEventListener('play', onPlay);
    video.addEventListener('pause', onStop);
    video.addEventListener('ended', onStop);
    window.addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      video.removeEventListener('play', onPlay);
      video.removeEventListener('pause', onStop);
      video.removeEventListener('ended', onStop);
      window.removeEventListener('pagehide', save);
      document.removeEventListener('visibilitychange', onVisibility);
      onStop();
    };
  }, [videoRef, videoId, library]);
}
