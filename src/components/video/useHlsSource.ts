import { useEffect, type RefObject } from 'react';
import { translate } from '../../lib/i18n/i18n';
import { attachHlsSource } from './hlsSource';
import type { PatchState } from './playerState';

/** Attaches an HLS stream to the <video> (again on each new attempt), and detaches it when the player goes. */
export function useHlsSource(videoRef: RefObject<HTMLVideoElement | null>, src: string, hls: boolean, attempt: number, patch: PatchState) {
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
  }, [videoRef, hls, src, attempt, patch]);
}
