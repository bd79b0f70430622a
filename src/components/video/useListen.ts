import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { isHlsUrl } from './hlsSource';
import { audioOnlyVariant } from './masterPlaylist';

/**
 * Listen and Watch: an HLS video whose master lists an audio-only variant can play that instead, in the same
 * <video> (so the controls, the Media Session and the lock screen carry on), for practising with the screen off.
 * A switch keeps the position and whether it was playing: the new source seeks and plays on its metadata.
 */
export function useListen(videoRef: RefObject<HTMLVideoElement | null>, masterUrl: string) {
  const hls = isHlsUrl(masterUrl);
  const [found, setFound] = useState<{ masterUrl: string; audioUrl: string | null } | null>(null);
  const [listening, setListening] = useState(false);
  const handover = useRef<{ time: number; playing: boolean } | null>(null);

  useEffect(() => {
    if (!hls) return;
    let cancelled = false;
    const url = new URL(masterUrl, document.baseURI).href;
    fetch(url)
      .then((response) => (response.ok ? response.text() : ''))
      .then((master) => {
        if (!cancelled) setFound({ masterUrl, audioUrl: audioOnlyVariant(master, url) });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [hls, masterUrl]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const onMetadata = () => {
      const pending = handover.current;
      if (!pending) return;
      handover.current = null;
      video.currentTime = pending.time;
      if (pending.playing) video.play().catch(() => undefined);
    };
    video.addEventListener('loadedmetadata', onMetadata);
    return () => video.removeEventListener('loadedmetadata', onMetadata);
  }, [videoRef]);

  const toggle = useCallback(() => {
    const video = videoRef.current;
    if (video) handover.current = { time: video.currentTime, playing: !video.paused && !video.ended };
    setListening((current) => !current);
  }, [videoRef]);

  // Only this video's audio rendition counts, should the player be handed another video.
  const audioUrl = found?.masterUrl === masterUrl ? found.audioUrl : null;
  const active = listening && audioUrl !== null;
  return { available: audioUrl !== null, listening: active, source: active ? audioUrl : masterUrl, toggle };
}
