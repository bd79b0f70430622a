import { PgBoss } from 'pg-boss';
import type { Database } from '../db/database.ts';

/** The queue of transcode jobs: { videoId, version, sourceObject }. */
export const TRANSCODE_QUEUE = 'transcode';
/**
 * Where pg-boss moves a transcode job whose last attempt failed, whatever failed it: a worker that died each time
 * (its heartbeat stopped) never gets to record the failure itself (decision 2584).
 */
export const DEAD_TRANSCODE_QUEUE = 'transcode-dead';
/** Jobs that remove what a ready version replaced, sent to start after a grace (supersededMedia.ts). */
export const SUPERSEDED_QUEUE = 'media-superseded';
/** pg-boss's tables live in a schema of their own (decision 2583). */
export const QUEUE_SCHEMA = 'pgboss';

/**
 * A worker proves it is alive every few seconds; a job whose worker stopped (kill -9, a machine lost) is given
 * to another after HEARTBEAT_SECONDS, found by the supervisor that runs every SUPERVISE_SECONDS (decision 2584).
 */
const HEARTBEAT_SECONDS = 10;
const SUPERVISE_SECONDS = 10;
/** Attempts after the first before a job's failure is final (pg-boss's retryLimit). */
export const RETRY_LIMIT = 2;

/** The longest a transcode job may run before the queue expires it (and retries it elsewhere). */
export const JOB_EXPIRE_SECONDS = 12 * 3600;

const QUEUE_OPTIONS = {
  heartbeatSeconds: HEARTBEAT_SECONDS,
  // Liveness is the heartbeat's: a long source may take hours on a small machine.
  expireInSeconds: JOB_EXPIRE_SECONDS,
  retryLimit: RETRY_LIMIT,
  // A retry 5-10 s after a failure, then 10-20 s (pg-boss's backoff with jitter).
  retryDelay: 5,
  retryBackoff: true,
  deadLetter: DEAD_TRANSCODE_QUEUE,
};

/**
 * pg-boss over our Database, PGlite or PostgreSQL alike: a parameterised statement goes through `query`, a script
 * of several (pg-boss's transactions, migrations) through `exec`, which returns every statement's rows as pg-boss
 * needs. On PGlite both wait their turn on the one connection with the server's own queries.
 */
export const bossDatabase = (db: Database) => ({
  executeSql: async (text: string, values?: unknown[]) => (values?.length ? await db.query(text, values) : { rows: await db.exec(text) }),
});

/**
 * pg-boss started on `db` (installing or migrating its schema), with its queues. `supervise`: this
 * instance also expires and retries the jobs of dead workers; every worker process does, the server too.
 */
export async function openJobQueue(db: Database, { supervise = true }: { supervise?: boolean } = {}): Promise<PgBoss> {
  const boss = new PgBoss({
    db: bossDatabase(db),
    backend: db.kind,
    schema: QUEUE_SCHEMA,
    supervise,
    superviseIntervalSeconds: SUPERVISE_SECONDS,
    monitorIntervalSeconds: SUPERVISE_SECONDS,
    // No cron schedules and no instance registry: nothing here uses them, and on PGlite every statement
    // pg-boss runs is a moment the server's own queries wait.
    schedule: false,
    registerInstance: false,
    persistWarnings: false,
  });
  boss.on('error', (error) => console.error('job queue:', error.message));
  await boss.start();
  // Created once; updated on every start, so a new release's settings reach a queue made by an older one.
  if (!(await boss.getQueue(DEAD_TRANSCODE_QUEUE))) await boss.createQueue(DEAD_TRANSCODE_QUEUE, { retryLimit: 2 });
  if (!(await boss.getQueue(SUPERSEDED_QUEUE))) await boss.createQueue(SUPERSEDED_QUEUE, { retryLimit: 5, retryDelay: 60 });
  if (!(await boss.getQueue(TRANSCODE_QUEUE))) await boss.createQueue(TRANSCODE_QUEUE, QUEUE_OPTIONS);
  else await boss.updateQueue(TRANSCODE_QUEUE, QUEUE_OPTIONS);
  return boss;
}
