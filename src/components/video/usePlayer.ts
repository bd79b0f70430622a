import { useCallback, useEffect, useMemo, useRef, useState, type SyntheticEvent } from 'react';
import { VOLUME } from '../../config/site';
import { attachHlsSource, isHlsUrl } from './hlsSource';
import { translate } from '../../lib/i18n/i18n';

export interface PlayerState {
  playing: boolean;
  currentTime: number;
  duration: number;
  volume: number;
  muted: boolean;
  buffering: boolean;
  fullscreen: boolean;
  /** A message for the viewer when the media failed to load, else null. */
  error: string | null;
}

export interface PlayerControls {
  play: () => void;
  pause: () => void;
  togglePlay: () => void;
  seek: (seconds: number) => void;
  seekBy: (seconds: number) => void;
  setVolume: (volume: number) => void;
  toggleMute: () => void;
  toggleFullscreen: () => void;
  retry: () => void;
}

const initialState: PlayerState = {
  playing: false,
  currentTime: 0,
  duration: 0,
  volume: VOLUME.initial,
  muted: false,
  buffering: false,
  fullscreen: false,
  error: null,
};

function mediaErrorMessage(error: MediaError | null): string {
  return error?.code === 2 ? translate('player.errors.network') : translate('player.errors.media');
}

type WebkitVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

/**
 * State and controls of one <video>. State follows the element's own events, so the button,
 * the bars and the element never disagree (e.g. the end of the clip returns it to paused).
 */
export function usePlayer(src: string) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<PlayerState>(initialState);
  const [attempt, setAttempt] = useState(0);
  const hls = isHlsUrl(src);

  const patch = useCallback((next: Partial<PlayerState>) => setState((current) => ({ ...current, ...next })), []);

  useEffect(() => {
    setState((current) => ({ ...initialState, volume: current.volume, muted: current.muted }));
  }, [src]);

  useEffect(() => {
    const video = videoRef.current;
    if (!hls || !video) return;
    let detach: (() => void) | undefined;
    let cancelled = false;
    patch({ buffering: true });
    attachHlsSource(video, src, (message) => patch({ error: message, buffering: false, playing: false }))
      .then((stop) => {
        if (cancelled) stop();
        else detach = stop;
      })
      .catch(() => patch({ error: translate('player.errors.stream'), buffering: false }));
    return () => {
      cancelled = true;
      detach?.();
    };
  }, [hls, src, attempt, patch]);

  // The volume starts at VOLUME.initial; leaving the player (closing the dialog, changing page) stops playback.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.volume = VOLUME.initial;
    // A prerendered <video> may have loaded its metadata, or failed, before React attached its handlers.
    if (Number.isFinite(video.duration)) patch({ duration: video.duration });
    if (video.error) patch({ error: mediaErrorMessage(video.error) });
    return () => video.pause();
  }, [patch]);

  useEffect(() => {
    const onChange = () => patch({ fullscreen: document.fullscreenElement === containerRef.current && document.fullscreenElement !== null });
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [patch]);

  const controls = useMemo<PlayerControls>(() => {
    const video = () => videoRef.current;
    const play = () => {
      const element = video();
      if (!element) return;
      const pending = element.play() as Promise<void> | undefined;
      // A rejected play (autoplay policy, source switched) leaves the element paused, and the state with it.
      pending?.catch(() => patch({ playing: false, buffering: false }));
    };
    const pause = () => video()?.pause();
    return {
      play,
      pause,
      togglePlay: () => {
        const element = video();
        if (!element) return;
        if (element.paused || element.ended) play();
        else element.pause();
      },
      seek: (seconds) => {
        const element = video();
        if (!element) return;
        const end = Number.isFinite(element.duration) ? element.duration : seconds;
        element.currentTime = Math.min(Math.max(seconds, 0), end);
        patch({ currentTime: element.currentTime });
      },
      seekBy: (seconds) => {
        const element = video();
        if (!element) return;
        const end = Number.isFinite(element.duration) ? element.duration : element.currentTime + seconds;
        element.currentTime = Math.min(Math.max(element.currentTime + seconds, 0), end);
        patch({ currentTime: element.currentTime });
      },
      setVolume: (volume) => {
        const element = video();
        const level = Math.min(Math.max(volume, VOLUME.min), VOLUME.max);
        if (element) {
          element.volume = level;
          element.muted = level === 0;
        }
        patch({ volume: level, muted: level === 0 });
      },
      toggleMute: () => {
        const element = video();
        if (!element) return;
        element.muted = !element.muted;
        // Unmuting from a zero volume would stay silent: restore a sensible level.
        if (!element.muted && element.volume === 0) element.volume = VOLUME.initial;
        patch({ muted: element.muted, volume: element.volume });
      },
      toggleFullscreen: () => {
        const container = containerRef.current;
        const element = video() as WebkitVideo | null;
        if (document.fullscreenElement) {
          void document.exitFullscreen?.();
        } else if (container?.requestFullscreen) {
          void container.requestFullscreen().catch(() => undefined);
        } else {
          element?.webkitEnterFullscreen?.();
        }
      },
      retry: () => {
        patch({ error: null, buffering: true });
        if (hls) setAttempt((n) => n + 1);
        else video()?.load();
      },
    };
  }, [hls, patch]);

  /** Event handlers for the <video> element. */
  const mediaEvents = useMemo(
    () => ({
      onPlay: () => patch({ playing: true, error: null }),
      onPlaying: () => patch({ playing: true, buffering: false }),
      onPause: () => patch({ playing: false, buffering: false }),
      onEnded: () => patch({ playing: false, buffering: false }),
      onWaiting: () => patch({ buffering: true }),
      onCanPlay: () => patch({ buffering: false }),
      onTimeUpdate: (event: SyntheticEvent<HTMLVideoElement>) => patch({ currentTime: event.currentTarget.currentTime }),
      onDurationChange: (event: SyntheticEvent<HTMLVideoElement>) => {
        const { duration } = event.currentTarget;
        patch({ duration: Number.isFinite(duration) ? duration : 0 });
      },
      onLoadedMetadata: (event: SyntheticEvent<HTMLVideoElement>) => {
        const { duration } = event.currentTarget;
        patch({ duration: Number.isFinite(duration) ? duration : 0, error: null });
      },
      onVolumeChange: (event: SyntheticEvent<HTMLVideoElement>) =>
        patch({ volume: event.currentTarget.volume, muted: event.currentTarget.muted }),
      onError: (event: SyntheticEvent<HTMLVideoElement>) =>
        patch({ error: mediaErrorMessage(event.currentTarget.error), playing: false, buffering: false }),
    }),
    [patch],
  );

  return { videoRef, containerRef, state, controls, mediaEvents, isHls: hls };
}
