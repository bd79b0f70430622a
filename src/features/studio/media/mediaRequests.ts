import type { DataClient } from '../../../lib/data/dataClient';
import type { Database } from '../../../lib/data/schema';
import { answerOf } from '../studioErrors';

export type MediaJob = Pick<Database['public']['Tables']['media_jobs']['Row'], 'status' | 'step' | 'error' | 'captions'>;

/** A video's media as the studio shows it: its processing job (null: none yet) and what the video row holds. */
export interface VideoMedia {
  job: MediaJob | null;
  playbackUrl: string | null;
  posterUrl: string | null;
}

/**
 * The video's media job and its playback and poster addresses, through the data API. A job that cannot be read
 * (the table not there yet, a dropped request) is `undefined`, so the caller keeps what it showed.
 */
export async function loadVideoMedia(client: DataClient, videoId: string): Promise<Omit<VideoMedia, 'job'> & { job: MediaJob | null | undefined }> {
  const [video, job] = await Promise.all([
    client.from('videos').select('playback_url, poster_url').eq('id', videoId).maybeSingle(),
    client.from('media_jobs').select('status, step, error, captions').eq('video_id', videoId).order('updated_at', { ascending: false }).limit(1).maybeSingle(),
  ]);
  const row: Pick<Database['public']['Tables']['videos']['Row'], 'playback_url' | 'poster_url'> | null = answerOf(video);
  const jobRow: MediaJob | null = job.error ? null : job.data;
  return { job: job.error ? undefined : jobRow, playbackUrl: row?.playback_url ?? null, posterUrl: row?.poster_url ?? null };
}
