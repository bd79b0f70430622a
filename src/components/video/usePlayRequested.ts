import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the <video> has been asked to play `key` (its first `play` event). The element fires it even without a
 * source: its play() then waits, within the viewer's gesture, for the source attached next (decision 2631).
 */
export function usePlayRequested(videoRef: RefObject<HTMLVideoElement | null>, key: string): boolean {
  const [requested, setRequested] = useState<string | null>(null);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const onPlay = () => setRequested(key);
    video.addEventListener('play', onPlay);
    return () => video.removeEventListener('play', onPlay);
  }, [videoRef, key]);
  return requested === key;
}
