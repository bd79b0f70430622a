import type { PgBoss } from 'pg-boss';
import type { Database, Queryable } from '../db/database.ts';
import { queueNewVersion, requeueFailed } from './mediaJobs.ts';
import { TRANSCODE_QUEUE } from './queue.ts';
import type { TranscodeJobData } from './transcodeJob.ts';

/** pg-boss's send inside our transaction `tx` (one parameterised statement). */
const send = (boss: PgBoss, tx: Queryable, data: TranscodeJobData) =>
  boss.send(TRANSCODE_QUEUE, data, { db: { executeSql: (text, values) => tx.query(text, values) } });

/**
 * Queues the processing of a new upload of `videoId` (object `sourceObject` of bucket `uploads`): its media_jobs
 * row takes the next version, and the job is sent in the same transaction. Resolves to the version.
 */
export async function enqueueTranscode(boss: PgBoss, db: Database, { videoId, sourceObject }: { videoId: string; sourceObject: string }): Promise<number> {
  return db.transaction(async (tx) => {
    const version = await queueNewVersion(tx, videoId, sourceObject);
    await send(boss, tx, { videoId, version, sourceObject });
    return version;
  });
}

/**
 * Queues a failed video's processing again, same upload and version: the renditions it stored are kept.
 * Resolves to false when the video's processing has not failed (nothing to retry).
 */
export async function retryTranscode(boss: PgBoss, db: Database, videoId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await requeueFailed(tx, videoId);
    if (!row) return false;
    await send(boss, tx, { videoId, version: row.version, sourceObject: row.source_object });
    return true;
  });
}
