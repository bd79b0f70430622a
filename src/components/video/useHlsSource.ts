import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { translate } from '../../lib/i18n/i18n';
import { attachHlsSource, type AttachedStream, type Rendition } from './hlsSource';
import type { PatchState } from './playerState';

/** The rendition choice of an HLS stream played through hls.js (no renditions: nothing to choose). */
export interface StreamQuality {
  renditions: readonly Rendition[];
  /** The chosen level, -1 for Auto. */
  choice: number;
  /** The level playing now, null before the first segment. */
  playingLevel: number | null;
  choose: (level: number) => void;
}

const noRenditions = { renditions: [] as Rendition[], choice: -1, playingLevel: null as number | null };

/**
 * Attaches an HLS stream to the <video> (again on each new attempt), detaches it when the player goes, and
 * follows its renditions for the Quality menu.
 */
export function useHlsSource(
  videoRef: RefObject<HTMLVideoElement | null>,
  src: string,
  hls: boolean,
  attempt: number,
  patch: PatchState,
): StreamQuality {
  const [quality, setQuality] = useState(noRenditions);
  const stream = useRef<AttachedStream | null>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!hls || !video) return;
    let cancelled = false;
    patch({ buffering: true });
    attachHlsSource(video, src, {
      onFatalError: (message) => patch({ error: message, buffering: false, playing: false }),
      onRenditions: (renditions) => setQuality((current) => ({ ...current, renditions })),
      onLevelPlaying: (playingLevel) => setQuality((current) => ({ ...current, playingLevel })),
    })
      .then((attached) => {
        if (cancelled) attached.detach();
        else stream.current = attached;
      })
      .catch(() => patch({ error: translate('player.errors.stream'), buffering: false }));
    return () => {
      cancelled = true;
      stream.current?.detach();
      stream.current = null;
      setQuality(noRenditions);
    };
  }, [videoRef, hls, src, attempt, patch]);

  const choose = useCallback((level: number) => {
    stream.current?.chooseLevel?.(level);
    setQuality((current) => ({ ...current, choice: level }));
  }, []);

  return { ...quality, choose };
}
