import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { VOLUME } from '../../config/site';
import { isHlsUrl } from './hlsSource';
import { mediaEventHandlers } from './mediaEvents';
import { initialState, mediaErrorMessage, type PatchState, type PlayerState } from './playerState';
import { useHlsSource } from './useHlsSource';
import { useListen } from './useListen';
import { usePlayerControls } from './usePlayerControls';
import { usePlayRequested } from './usePlayRequested';

/** Follows whether the player's container is the fullscreen element. */
function useFullscreenState(containerRef: RefObject<HTMLDivElement | null>, patch: PatchState) {
  useEffect(() => {
    const onChange = () => patch({ fullscreen: document.fullscreenElement === containerRef.current && document.fullscreenElement !== null });
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [containerRef, patch]);
}

/**
 * State and controls of one <video>: the state follows the element's own events (mediaEvents.ts), the controls
 * act on the element (usePlayerControls.ts), an HLS source is attached by useHlsSource (with its renditions) once
 * the video is first asked to play. `videoUrl` is the video's own URL; while listening (useListen) the element plays
 * the stream's audio-only rendition.
 */
export function usePlayer(videoUrl: string) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<PlayerState>(initialState);
  const [attempt, setAttempt] = useState(0);
  const listen = useListen(videoRef, videoUrl);
  const src = listen.source;
  const hls = isHlsUrl(src);
  const requested = usePlayRequested(videoRef, videoUrl);

  const patch = useCallback((next: Partial<PlayerState>) => setState((current) => ({ ...current, ...next })), []);

  useEffect(() => {
    setState((current) => ({ ...initialState, volume: current.volume, muted: current.muted, fullscreen: current.fullscreen }));
  }, [src]);

  const quality = useHlsSource(videoRef, src, { hls, requested, attempt }, patch);

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

  useFullscreenState(containerRef, patch);

  const reload = useCallback(() => (hls ? setAttempt((n) => n + 1) : videoRef.current?.load()), [hls]);
  const controls = usePlayerControls(videoRef, containerRef, patch, reload);
  const mediaEvents = useMemo(() => mediaEventHandlers(patch), [patch]);

  return { videoRef, containerRef, state, controls, mediaEvents, isHls: hls, quality, listen, played: requested };
}
