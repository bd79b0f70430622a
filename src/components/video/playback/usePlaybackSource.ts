import { useEffect, useState } from 'react';
import type { Video } from '../../../content/types';
import { useAuth } from '../../../lib/auth/authState';
import { callFunction } from '../../../lib/functionCall';
import { readRuntimeConfig } from '../../../lib/runtimeConfig';

/** The playback function's answer (docs/premium.md). */
interface Playback {
  url: string;
  preview: { seconds: number } | null;
}

/** Where the player plays from: `src` (null while asked for), whether it is a preview, or a failure to retry. */
export interface PlaybackSource {
  src: string | null;
  preview: boolean;
  failed: boolean;
  retry: () => void;
}

/**
 * A free video plays from its own URL at once. A premium one asks the playback function (again when the member
 * signs in or out): the whole video for an entitled member, else its preview (decision 2614). The answer's URL is
 * the server's, so it is made absolute against the project's address.
 */
export function usePlaybackSource(video: Video): PlaybackSource {
  const { state } = useAuth();
  const userId = state.status === 'signed-in' ? state.user.id : state.status;
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; playback: Playback | null }>({ key: '', playback: null });
  const key = `${video.id} ${userId} ${attempt}`;
  const gated = video.isPremium && state.status !== 'loading';

  useEffect(() => {
    if (!gated) return;
    let current = true;
    void callFunction('playback', { videoId: video.id }, { refused: '', unreachable: '' }).then((answer) => {
      if (current) setAnswer({ key, playback: answer.ok ? (answer.body as unknown as Playback) : null });
    });
    return () => {
      current = false;
    };
  }, [gated, video.id, key]);

  const retry = () => setAttempt((n) => n + 1);
  if (!video.isPremium) return { src: video.videoUrl, preview: false, failed: false, retry };
  if (answer.key !== key) return { src: null, preview: false, failed: false, retry };
  if (!answer.playback) return { src: null, preview: false, failed: true, retry };
  const base = readRuntimeConfig().supabaseUrl.replace(/\/+$/, '');
  return { src: new URL(answer.playback.url, `${base}/`).href, preview: answer.playback.preview !== null, failed: false, retry };
}
