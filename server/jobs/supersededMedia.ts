import type { Queryable } from '../db/database.ts';
import { mediaJob } from './mediaJobs.ts';
import type { MediaStorage } from './storage.ts';

/** A job of the superseded-media queue: `version` of `videoId` became ready; what it replaced can go. */
export interface SupersededJobData {
  videoId: string;
  version: number;
}

/**
 * How long the versions a new one replaced stay stored: a member who opened the video before the replacement
 * plays the version their player loaded until the end of the class (decision 2611).
 */
export const SUPERSEDED_GRACE_SECONDS = 6 * 3600;

/**
 * Removes what a ready version of a video replaced: in bucket `media`, the folders of its earlier versions (never
 * the one the video plays); in bucket `uploads`, the video's sources but the current one, stored more than the
 * grace ago (an upload finished since, not yet processed, stays). Resolves to the number of objects removed.
 */
export async function removeSupersededMedia(db: Queryable, storage: MediaStorage, { videoId, version }: SupersededJobData): Promise<number> {
  const job = await mediaJob(db, videoId);
  if (!job) return 0;
  const { rows } = await db.query<{ playback_url: string | null }>('select playback_url from public.videos where id = $1', [videoId]);
  const playing = rows[0]?.playback_url ?? '';
  const prefix = `videos/${videoId}/`;
  const earlier = new Set<number>();
  for (const name of await storage.listPrefix(prefix)) {
    const folder = Number(name.slice(prefix.length).split('/')[0]);
    if (Number.isInteger(folder) && folder < version && !playing.includes(`/${prefix}${folder}/`)) earlier.add(folder);
  }
  let removed = 0;
  for (const folder of earlier) removed += await storage.removePrefix(`${prefix}${folder}/`);
  removed += await storage.removeOldSources(prefix, job.source_object, new Date(Date.now() - SUPERSEDED_GRACE_SECONDS * 1000));
  return removed;
}
