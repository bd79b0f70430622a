import { callFunction } from '../../../lib/functionCall';
import { readRuntimeConfig } from '../../../lib/runtimeConfig';

/** The playback function's answer (docs/premium.md), its URL made absolute against the project's address. */
export interface Playback {
  url: string;
  preview: { seconds: number } | null;
}

/** Where a premium video plays from for the caller: the whole video, or its preview; null when no answer came. */
export async function requestPlayback(videoId: string): Promise<Playback | null> {
  const answer = await callFunction('playback', { videoId }, { refused: '', unreachable: '' });
  if (!answer.ok) return null;
  const playback = answer.body as unknown as Playback;
  const base = readRuntimeConfig().supabaseUrl.replace(/\/+$/, '');
  return { url: new URL(playback.url, `${base}/`).href, preview: playback.preview };
}
