import './nodeVersion.ts'; // first: before any module that needs a newer Node
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { PgBoss } from 'pg-boss';
import { buildApp } from './app.ts';
import { createApiKeys } from './auth/crypto/apiKeys.ts';
import { loadConfig } from './config.ts';
import { migrate } from './db/migrate.ts';
import { loadDatabase } from './db/open.ts';
import { mediaActions } from './jobs/mediaActions.ts';
import { startJobs } from './jobs/startJobs.ts';
import { storageObjects } from './jobs/storageObjects.ts';
import { openBackend } from './storage/backend/open.ts';

const config = loadConfig();
if (!existsSync(path.join(config.distDir, 'index.html'))) {
  console.error(`No build found in ${config.distDir}. Run "npm run build" first (or "npm start", which builds).`);
  process.exit(1);
}

const db = await loadDatabase(config.database);
await migrate(db);
const keys = await createApiKeys(config.jwt.secret);
const storageBackend = openBackend(config.storage);
const mediaStorage = storageObjects({ db, backend: storageBackend });
// The queue starts once the site answers; the studio's media actions wait for it.
let queueStarted: (boss: PgBoss) => void = () => {};
const queue = new Promise<PgBoss>((resolve) => (queueStarted = resolve));
const app = await buildApp({ config, db, keys, storageBackend, media: mediaActions({ db, boss: queue, storage: mediaStorage }) });
/** Set once the job queue has started (after listen). */
let stopJobs = async () => {};

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
  try {
    await app.close();
    await stopJobs();
    await db.close();
    process.exit(0);
  } catch (error) {
    console.error('Shutdown failed', error);
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
// The job queue and, unless WORKER_CONCURRENCY is 0, a transcode worker in this process (docs/media-pipeline.md);
// started once the site answers, which does not wait for it.
const jobs = await startJobs({ db, config: config.jobs, storage: mediaStorage, log: (message) => app.log.info(message) });
queueStarted(jobs.boss);
stopJobs = jobs.stop;
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
console.log(
  [
    '',
    `  Site          http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}  (SITE_URL ${config.siteUrl})`,
    `  Database      ${db.description}`,
    `  Jobs          ${jobs.working ? `a transcode worker, ${config.jobs.concurrency} job(s) at once` : 'queue only (WORKER_CONCURRENCY=0)'}`,
    `  Mail          ${config.mail.smtpUrl ? `SMTP (${new URL(config.mail.smtpUrl).host})` : `outbox at http://localhost:${port}/_mail (no SMTP_URL)`}`,
    `  anon key      ${keys.anon}`,
    `  service_role  ${keys.serviceRole}`,
    '',
  ].join('\n'),
);
