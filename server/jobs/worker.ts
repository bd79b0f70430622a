import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PgBoss } from 'pg-boss';
import type { Database } from '../db/database.ts';
import { setFailedUnlessSettled } from './mediaJobs.ts';
import { DEAD_TRANSCODE_QUEUE, JOB_EXPIRE_SECONDS, RETRY_LIMIT, SUPERSEDED_QUEUE, TRANSCODE_QUEUE } from './queue.ts';
import { removeStaleWorkFolders } from './staleWorkFolders.ts';
import type { MediaStorage } from './storage.ts';
import { removeSupersededMedia, SUPERSEDED_GRACE_SECONDS, type SupersededJobData } from './supersededMedia.ts';
import { FAILED, runTranscodeJob, type TranscodeJobData } from './transcodeJob.ts';

export interface WorkerOptions {
  boss: PgBoss;
  db: Database;
  storage: MediaStorage;
  /** Jobs at once in this process (WORKER_CONCURRENCY). */
  concurrency: number;
  /** libx264's -preset (TRANSCODE_PRESET). */
  preset: string;
  /** Local scratch space; the system's temporary folder by default. */
  workDir?: string;
  log?: (message: string) => void;
  /** Seconds between two looks for a job when idle. */
  pollingIntervalSeconds?: number;
}

export interface Worker {
  /** Stops taking jobs and ends those under way (their ffmpeg killed): another worker takes them up where they stood. */
  stop(): Promise<void>;
}

/** Works the transcode queue with `concurrency` jobs at once, and the removal of what a ready version replaced, until `stop()`. */
export async function startWorker(options: WorkerOptions): Promise<Worker> {
  const { boss, concurrency, log = (message) => console.log(message) } = options;
  const stopping = new AbortController();
  const context = {
    db: options.db,
    storage: options.storage,
    preset: options.preset,
    workDir: options.workDir ?? path.join(tmpdir(), 'stillwater-transcode'),
    log,
  };
  const polling = options.pollingIntervalSeconds ?? 2;
  // An hour past the queue's expiry: no job can still be working in such a folder.
  for (const name of await removeStaleWorkFolders(context.workDir, JOB_EXPIRE_SECONDS + 3600)) log(`removed the work folder ${name}, left by a worker that stopped`);
  const id = await boss.work<TranscodeJobData>(
    TRANSCODE_QUEUE,
    { localConcurrency: concurrency, batchSize: 1, pollingIntervalSeconds: polling },
    async ([job]) => {
      if (!job) return;
      const ready = await runTranscodeJob(context, job.data, {
        signal: AbortSignal.any([job.signal, stopping.signal]),
        retryCount: job.retryCount,
        retryLimit: RETRY_LIMIT,
      });
      const { videoId, version } = job.data;
      if (ready) await boss.send(SUPERSEDED_QUEUE, { videoId, version } satisfies SupersededJobData, { startAfter: SUPERSEDED_GRACE_SECONDS });
    },
  );
  const deadId = await boss.work<TranscodeJobData>(DEAD_TRANSCODE_QUEUE, { pollingIntervalSeconds: polling * 5 }, async ([job]) => {
    if (job) await setFailedUnlessSettled(options.db, job.data.videoId, job.data.version, FAILED);
  });
  const supersededId = await boss.work<SupersededJobData>(SUPERSEDED_QUEUE, { pollingIntervalSeconds: polling * 5 }, async ([job]) => {
    if (!job) return;
    const removed = await removeSupersededMedia(options.db, options.storage, job.data);
    if (removed > 0) log(`video ${job.data.videoId}: removed ${removed} objects that v${job.data.version} replaced`);
  });
  return {
    async stop() {
      stopping.abort();
      await boss.offWork(TRANSCODE_QUEUE, { id, wait: true });
      await boss.offWork(DEAD_TRANSCODE_QUEUE, { id: deadId, wait: true });
      await boss.offWork(SUPERSEDED_QUEUE, { id: supersededId, wait: true });
    },
  };
}
