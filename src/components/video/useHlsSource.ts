import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { translate } from '../../lib/i18n/i18n';
import { isOnDevice } from '../../lib/offline/offlinePaths';
import { attachHlsSource, playsHlsNatively, type AttachedStream, type Rendition } from './hlsSource';
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

/** When to attach: `hls` for an HLS source; `requested` once the video was asked to play; `attempt` counts retries. */
export interface StreamTiming {
  hls: boolean;
  requested: boolean;
  attempt: number;
}

/**
 * Attaches an HLS stream to the <video> (again on each new attempt), detaches it when the player goes, and
 * follows its renditions for the Quality menu. The browser's own HLS is attached at once, like an MP4 with its
 * metadata preloaded; hls.js only once the video is asked to play, so a page that is only looked at never loads
 * it (decision 2631), except for a download, which costs no network and so is ready before Play (decision 2675).
 */
export function useHlsSource(videoRef: RefObject<HTMLVideoElement | null>, src: string, timing: StreamTiming, patch: PatchState): StreamQuality {
  const { hls, requested, attempt } = timing;
  const [quality, setQuality] = useState(noRenditions);
  const stream = useRef<AttachedStream | null>(null);
  // Known once mounted (it asks the element); a native stream is never attached again when the viewer presses Play.
  const [native, setNative] = useState(false);
  useEffect(() => setNative(videoRef.current !== null && playsHlsNatively(videoRef.current)), [videoRef]);
  const attach = hls && (native || requested || isOnDevice(src));

  useEffect(() => {
    const video = videoRef.current;
    if (!attach || !video) return;
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
  }, [videoRef, attach, src, attempt, patch]);

  const choose = useCallback((level: number) => {
    stream.current?.chooseLevel?.(level);
    setQuality((current) => ({ ...current, choice: level }));
  }, []);

  return { ...quality, choose };
}
