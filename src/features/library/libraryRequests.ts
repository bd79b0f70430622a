import type { WatchProgress } from '../../components/video/videoLibrary';
import type { DataClient } from '../../lib/data/dataClient';
import type { PendingSave } from './outbox';

/** A request the data API answered with an error, or did not answer (status 0). */
export class RequestFailed extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

/** Throws a RequestFailed for a postgrest-js answer with an error. */
function check<T>({ data, error, status }: { data: T; error: { message: string } | null; status: number }): T {
  if (error) throw new RequestFailed(status, error.message);
  return data;
}

/** Sends one outbox save: an upsert of the progress or the saved video, or a delete for an unsave. */
export async function sendSave(client: DataClient, save: PendingSave): Promise<void> {
  if (save.kind === 'progress') {
    const { videoId, positionSeconds, durationSeconds, completed, updatedAt } = save.progress;
    check(
      await client
        .from('watch_progress')
        .upsert(
          { video_id: videoId, position_seconds: positionSeconds, duration_seconds: durationSeconds, completed, updated_at: updatedAt },
          { onConflict: 'user_id,video_id' },
        ),
    );
  } else if (save.saved) {
    check(await client.from('saved_videos').upsert({ video_id: save.videoId, created_at: save.at }, { onConflict: 'user_id,video_id' }));
  } else {
    check(await client.from('saved_videos').delete().eq('video_id', save.videoId));
  }
}

export interface AccountLibrary {
  progress: Map<string, WatchProgress>;
  /** Saved video ids with the time each was saved. */
  saved: Map<string, string>;
}

/** The signed-in member's progress and saved videos, as the server has them. */
export async function loadAccountLibrary(client: DataClient): Promise<AccountLibrary> {
  const [progressRows, savedRows] = await Promise.all([
    client.from('watch_progress').select('*').then(check),
    client.from('saved_videos').select('*').then(check),
  ]);
  const progress = new Map<string, WatchProgress>();
  for (const row of progressRows ?? []) {
    progress.set(row.video_id, {
      videoId: row.video_id,
      positionSeconds: Number(row.position_seconds),
      durationSeconds: Number(row.duration_seconds),
      completed: row.completed,
      updatedAt: row.updated_at,
    });
  }
  const saved = new Map((savedRows ?? []).map((row) => [row.video_id, row.created_at] as const));
  return { progress, saved };
}
