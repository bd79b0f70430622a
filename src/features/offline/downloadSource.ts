import { requestPlayback } from '../../components/video/playback/playbackRequest';
import type { Video } from '../../content/types';
import { readEntitlements } from '../../lib/premium/entitlements';
import { DownloadRefused } from './downloadPlan';

/**
 * Where a video's master playlist is fetched from for a download: a free video's own URL; a premium one's whole
 * video as the playback function gives it to this member (a preview cannot be downloaded).
 */
export async function downloadSource(video: Video): Promise<string> {
  if (!video.isPremium) return new URL(video.videoUrl, document.baseURI).href;
  const playback = await requestPlayback(video.id);
  if (!playback) throw new Error('The playback function did not answer');
  if (playback.preview !== null) throw new DownloadRefused('not-entitled');
  return playback.url;
}

/**
 * When the member's Premium ends, as the server has it: the latest end of their entitlements, past or not (the
 * device's clock then decides); null when they have none, as an editor who watches everything may not.
 */
export async function membershipEnd(): Promise<string | null> {
  const ends = (await readEntitlements()).map((row) => row.valid_until);
  return ends.length === 0 ? null : ends.reduce((a, b) => (Date.parse(b) > Date.parse(a) ? b : a));
}
