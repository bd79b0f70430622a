import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { loadDataClient } from '../../../lib/data/dataClient';
import { loadVideoMedia, type MediaJob, type VideoMedia } from './mediaRequests';

const POLL_MS = 2000;

const onVisibility = (change: () => void) => {
  document.addEventListener('visibilitychange', change);
  return () => document.removeEventListener('visibilitychange', change);
};
const pageVisible = () => document.visibilityState === 'visible';

/** The job is still moving: worth asking again. */
const isActive = (job: MediaJob | null) => job?.status === 'queued' || job?.status === 'processing';

/**
 * A video's media, read once and then every 2 s while its job is queued or processing and the page is visible
 * (a hidden tab asks nothing until it is shown again). A failed read keeps what was shown.
 */
export function useVideoMedia(videoId: string) {
  const [media, setMedia] = useState<VideoMedia | undefined>();
  const visible = useSyncExternalStore(onVisibility, pageVisible, () => true);

  const refresh = useCallback(async () => {
    try {
      const next = await loadVideoMedia(await loadDataClient(), videoId);
      setMedia((current) => ({ ...next, job: next.job === undefined ? (current?.job ?? null) : next.job }));
    } catch {
      setMedia((current) => current ?? { job: null, playbackUrl: null, posterUrl: null });
    }
  }, [videoId]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const active = isActive(media?.job ?? null);
  useEffect(() => {
    if (!active || !visible) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = () => {
      timer = setTimeout(() => void refresh().finally(() => !stopped && next()), POLL_MS);
    };
    next();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [active, visible, refresh]);

  /** What the page knows before the next read: the server took a job, or answered a new poster or captions. */
  const update = useCallback((change: (current: VideoMedia) => VideoMedia) => setMedia((current) => current && change(current)), []);

  return { media, update };
}
