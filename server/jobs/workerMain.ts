// `npm run worker`: transcode workers as a process of their own, on any machine that reaches DATABASE_URL.
import '../nodeVersion.ts'; // first: before any module that needs a newer Node
import { loadWorkerConfig } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { loadDatabase } from '../db/open.ts';
import { openBackend } from '../storage/backend/open.ts';
import { startJobs } from './startJobs.ts';
import { storageObjects } from './storageObjects.ts';

const config = loadWorkerConfig();
if (!config.database.url) {
  console.error(
    'npm run worker needs DATABASE_URL: without it the database is the embedded PGlite, which only the server\'s own process can open, and "npm start" already runs a worker in it.',
  );
  process.exit(1);
}
if (config.jobs.concurrency === 0) {
  console.error('WORKER_CONCURRENCY is 0: a worker process needs at least 1.');
  process.exit(1);
}

const db = await loadDatabase(config.database);
await migrate(db);
// The storage the servers use: the same S3 bucket, or the same DATA_DIR on disk.
const jobs = await startJobs({ db, config: config.jobs, storage: storageObjects({ db, backend: openBackend(config.storage) }) });

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  await jobs.stop();
  await db.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
console.log(`  Worker        ${config.jobs.concurrency} transcode job(s) at once, preset ${config.jobs.preset}, on ${db.description}`);
