import type { PgBoss } from 'pg-boss';
import type { JobsConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { openJobQueue } from './queue.ts';
import type { MediaStorage } from './storage.ts';
import { startWorker } from './worker.ts';

export interface Jobs {
  /** For enqueueTranscode and retryTranscode. */
  boss: PgBoss;
  /** The worker of this process, unless config.concurrency is 0. */
  working: boolean;
  /** Stops the worker (jobs under way are taken up again by a worker later) and the queue. */
  stop(): Promise<void>;
}

/** The job queue on `db`, and a worker with `config.concurrency` jobs at once (none when it is 0). */
export async function startJobs({ db, config, storage, log }: { db: Database; config: JobsConfig; storage: MediaStorage; log?: (message: string) => void }): Promise<Jobs> {
  const boss = await openJobQueue(db);
  const worker = config.concurrency > 0 ? await startWorker({ boss, db, storage, concurrency: config.concurrency, preset: config.preset, log }) : undefined;
  return {
    boss,
    working: worker !== undefined,
    async stop() {
      await worker?.stop();
      await boss.stop({ graceful: false });
    },
  };
}
