import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PgBoss } from 'pg-boss';
import type { Database } from '../db/database.ts';
import { setFailedUnlessSettled } from './mediaJobs.ts';
import { DEAD_TRANSCODE_QUEUE, RETRY_LIMIT, TRANSCODE_QUEUE } from './queue.ts';
import type { MediaStorage } from './storage.ts';
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

/** Works the transcode queue with `concurrency` jobs at once, until `stop()`. */
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
  const id = await boss.work<TranscodeJobData>(
    TRANSCODE_QUEUE,
    { localConcurrency: concurrency, batchSize: 1, pollingIntervalSeconds: polling },
    async ([job]) => {
      if (!job) return;
      await runTranscodeJob(context, job.data, {
        signal: AbortSignal.any([job.signal, stopping.signal]),
        retryCount: job.retryCount,
        retryLimit: RETRY_LIMIT,
      });
    },
  );
  const deadId = await boss.work<TranscodeJobData>(DEAD_TRANSCODE_QUEUE, { pollingIntervalSeconds: polling * 5 }, async ([job]) => {
    if (job) await setFailedUnlessSettled(options.db, job.data.videoId, job.data.version, FAILED);
  });
  return {
    async stop() {
      stopping.abort();
      await boss.offWork(TRANSCODE_QUEUE, { id, wait: true });
      await boss.offWork(DEAD_TRANSCODE_QUEUE, { id: deadId, wait: true });
    },
  };
}
