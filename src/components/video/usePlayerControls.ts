import { useMemo, type RefObject } from 'react';
import { VOLUME } from '../../config/site';
import type { PatchState, PlayerControls } from './playerState';

type WebkitVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

/**
 * What the player's buttons, keys and media session do to its <video>. Each acts on the element; the state
 * follows from the element's events (mediaEvents.ts), or is patched where no event reports the change at once.
 * `reload` loads the source again after an error.
 */
export function usePlayerControls(
  videoRef: RefObject<HTMLVideoElement | null>,
  containerRef: RefObject<HTMLDivElement | null>,
  patch: PatchState,
  reload: () => void,
): PlayerControls {
  return useMemo(() => {
    const video = () => videoRef.current;

    function play() {
      const pending = video()?.play() as Promise<void> | undefined;
      // A rejected play (autoplay policy, source switched) leaves the element paused, and the state with it.
      pending?.catch(() => patch({ playing: false, buffering: false }));
    }
    function togglePlay() {
      const element = video();
      if (!element) return;
      if (element.paused || element.ended) play();
      else element.pause();
    }
    function seekTo(element: HTMLVideoElement, seconds: number) {
      const end = Number.isFinite(element.duration) ? element.duration : seconds;
      element.currentTime = Math.min(Math.max(seconds, 0), end);
      patch({ currentTime: element.currentTime });
    }
    function setVolume(volume: number) {
      const element = video();
      const level = Math.min(Math.max(volume, VOLUME.min), VOLUME.max);
      if (element) {
        element.volume = level;
        element.muted = level === 0;
      }
      patch({ volume: level, muted: level === 0 });
    }
    function toggleMute() {
      const element = video();
      if (!element) return;
      element.muted = !element.muted;
      // Unmuting from a zero volume would stay silent: restore a sensible level.
      if (!element.muted && element.volume === 0) element.volume = VOLUME.initial;
      patch({ muted: element.muted, volume: element.volume });
    }
    function toggleFullscreen() {
      const container = containerRef.current;
      if (document.fullscreenElement) void document.exitFullscreen?.();
      else if (container?.requestFullscreen) void container.requestFullscreen().catch(() => undefined);
      else (video() as WebkitVideo | null)?.webkitEnterFullscreen?.();
    }
    function retry() {
      patch({ error: null, buffering: true });
      reload();
    }

    return {
      play,
      pause: () => video()?.pause(),
      togglePlay,
      seek: (seconds) => {
        const element = video();
        if (element) seekTo(element, seconds);
      },
      seekBy: (seconds) => {
        const element = video();
        if (element) seekTo(element, element.currentTime + seconds);
      },
      setVolume,
      toggleMute,
      toggleFullscreen,
      retry,
    };
  }, [videoRef, containerRef, patch, reload]);
}
