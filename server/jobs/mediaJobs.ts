import type { Database, Queryable } from '../db/database.ts';
import type { RenditionInfo } from './transcode/renditionInfo.ts';

export type MediaStatus = 'queued' | 'processing' | 'ready' | 'failed';

/** A row of public.media_jobs. */
export interface MediaJobRow {
  video_id: string;
  source_object: string;
  version: number;
  status: MediaStatus;
  step: string | null;
  error: string | null;
  renditions: RenditionInfo[];
  attempts: number;
  /** Numeric: PostgreSQL's driver reads it as text. */
  duration_seconds: number | string | null;
  captions: string[];
}

export async function mediaJob(db: Queryable, videoId: string): Promise<MediaJobRow | undefined> {
  const { rows } = await db.query<MediaJobRow>('select * from public.media_jobs where video_id = $1', [videoId]);
  return rows[0];
}

/** A new upload to process: the row takes the next version, queued, with nothing made yet. */
export async function queueNewVersion(db: Queryable, videoId: string, sourceObject: string): Promise<number> {
  const { rows } = await db.query<{ version: number }>(
    `insert into public.media_jobs (video_id, source_object) values ($1, $2)
     on conflict (video_id) do update set source_object = excluded.source_object, version = media_jobs.version + 1,
       status = 'queued', step = null, error = null, renditions = '[]', duration_seconds = null, captions = '{}', attempts = 0,
       started_at = null, finished_at = null, updated_at = now()
     returning version`,
    [videoId, sourceObject],
  );
  return (rows[0] as { version: number }).version;
}

/** A failed row back to queued, keeping what it stored; undefined when the video's processing has not failed. */
export async function requeueFailed(db: Queryable, videoId: string): Promise<Pick<MediaJobRow, 'version' | 'source_object'> | undefined> {
  const { rows } = await db.query<Pick<MediaJobRow, 'version' | 'source_object'>>(
    `update public.media_jobs set status = 'queued', step = null, error = null, attempts = 0, finished_at = null, updated_at = now()
     where video_id = $1 and status = 'failed' returning version, source_object`,
    [videoId],
  );
  return rows[0];
}

/** Writes to one version's row only: a newer upload's row is left alone. */
const update = (db: Queryable, videoId: string, version: number, set: string, values: unknown[] = [], also = '') =>
  db.query(`update public.media_jobs set ${set}, updated_at = now() where video_id = $1 and version = $2 ${also}`, [videoId, version, ...values]);

export const setStarted = (db: Queryable, videoId: string, version: number) =>
  update(db, videoId, version, `status = 'processing', step = null, error = null, attempts = attempts + 1, started_at = coalesce(started_at, now())`);

export const setStep = (db: Queryable, videoId: string, version: number, step: string) => update(db, videoId, version, 'step = $3', [step]);

export const addRendition = (db: Queryable, videoId: string, version: number, info: RenditionInfo) =>
  update(db, videoId, version, 'renditions = renditions || jsonb_build_array($3::jsonb)', [JSON.stringify(info)]);

export const setFailed = (db: Queryable, videoId: string, version: number, reason: string) =>
  update(db, videoId, version, `status = 'failed', step = null, error = $3, finished_at = now()`, [reason]);

/** The failure the queue gave up on, unless the row already says how it ended. */
export const setFailedUnlessSettled = (db: Queryable, videoId: string, version: number, reason: string) =>
  update(db, videoId, version, `status = 'failed', step = null, error = $3, finished_at = now()`, [reason], `and status in ('queued', 'processing')`);

/** A failed attempt that the queue will try again. */
export const setRetrying = (db: Queryable, videoId: string, version: number, step: string) =>
  update(db, videoId, version, `status = 'queued', step = $3`, [step]);

/** The version is ready: its row says so, and the video plays it (its poster is ours unless it has one). */
export async function setReady(
  db: Database,
  videoId: string,
  version: number,
  media: { durationSeconds: number; playbackUrl: string; posterUrl: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const { rowCount } = await update(tx, videoId, version, `status = 'ready', step = null, error = null, duration_seconds = $3, finished_at = now()`, [
      media.durationSeconds,
    ]);
    if (rowCount === 0) return;
    await tx.query('update public.videos set duration_seconds = $2, playback_url = $3, poster_url = coalesce(poster_url, $4) where id = $1', [
      videoId,
      Math.round(media.durationSeconds * 1000) / 1000,
      media.playbackUrl,
      media.posterUrl,
    ]);
  });
}
