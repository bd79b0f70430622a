import { useEffect, useState } from 'react';
import type { Video } from '../../../content/types';
import { useAuth } from '../../../lib/auth/authState';
import { useDownloads, type ExpiryReason } from '../../../lib/offline/downloadLedger';
import { expiryOf } from '../../../lib/offline/downloadRules';
import { offlineFolder } from '../../../lib/offline/offlinePaths';
import { useOnline } from '../../../lib/useOnline';
import { requestPlayback, type Playback } from './playbackRequest';

/**
 * Where the player plays from: `src` (null while asked for), whether it is a preview, the poster a download keeps,
 * or why it cannot play (offline with no download, or a premium download expired), or a failure to retry.
 */
export interface PlaybackSource {
  src: string | null;
  preview: boolean;
  /** The src came from the playback function: a token in its path that ends (renewed by asking again, retry). */
  gated?: boolean;
  failed: boolean;
  retry: () => void;
  poster?: string;
  unavailable?: ExpiryReason | 'needs-connection';
}

/** Whether this page's requests go through the service worker, which alone answers a download's files. */
const serviceWorkerControls = () => typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller);

/**
 * A video this member downloaded plays from the device, online or not, while its rules allow (docs/offline.md).
 * Else a free video plays from its own URL at once, and a premium one asks the playback function (again when the
 * member signs in or out): the whole video for an entitled member, else its preview (decision 2614). Offline,
 * a video with no download says it needs a connection, or why its download went.
 */
export function usePlaybackSource(video: Video): PlaybackSource {
  const { state } = useAuth();
  const memberId = state.status === 'signed-in' ? state.user.id : null;
  const userId = memberId ?? state.status;
  const online = useOnline();
  const { downloads, removed } = useDownloads(memberId);
  const [attempt, setAttempt] = useState(0);
  // When the player opened: a download due to expire later is taken off by the upkeep (DownloadsUpkeep), whose
  // change of the ledger renders this again.
  const [openedAt] = useState(() => Date.now());
  // A stream opened online keeps what it holds when the network goes (the player says so if it runs out): only a
  // player opened offline says the video needs a connection.
  const [openedOnline] = useState(() => typeof navigator === 'undefined' || navigator.onLine);
  const [answer, setAnswer] = useState<{ key: string; playback: Playback | null }>({ key: '', playback: null });
  const key = `${video.id} ${userId} ${attempt}`;
  const download = downloads.find((record) => record.video.id === video.id && record.state === 'complete');
  const expired = download ? expiryOf(download, openedAt) : null;
  const offline = memberId !== null && download !== undefined && expired === null && serviceWorkerControls();
  const gated = video.isPremium && state.status !== 'loading' && online && !offline;

  useEffect(() => {
    if (!gated) return;
    let current = true;
    void requestPlayback(video.id).then((playback) => {
      if (current) setAnswer({ key, playback });
    });
    return () => {
      current = false;
    };
  }, [gated, video.id, key]);

  const retry = () => setAttempt((n) => n + 1);
  if (offline) {
    const folder = offlineFolder(memberId, video.id);
    return { src: `${folder}master.m3u8`, poster: `${folder}poster`, preview: false, failed: false, retry };
  }
  if (!online && !openedOnline) {
    const reason = expired ?? removed.find((notice) => notice.videoId === video.id)?.reason ?? 'needs-connection';
    return { src: null, preview: false, failed: false, retry, unavailable: reason };
  }
  if (!video.isPremium) return { src: video.videoUrl, preview: false, failed: false, retry };
  if (answer.key !== key) return { src: null, preview: false, failed: false, retry };
  if (!answer.playback) return { src: null, preview: false, failed: true, retry };
  return { src: answer.playback.url, preview: answer.playback.preview !== null, gated: true, failed: false, retry };
}
