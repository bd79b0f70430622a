// Load benchmark (npm run bench:load): the auth API and the static server under autocannon, against
// PGlite and PostgreSQL, each figure next to a bare Node http server measured in the same run.
// Exits non-zero when a budget breaks. Figures and their meaning: docs/performance-load.md.
import autocannon, { type Options } from 'autocannon';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import {
  makeSite,
  pgliteDataDir,
  RELAXED_LIMITS,
  scratchDatabase,
  startProcess,
  type ServerProcess,
  type Site,
} from '../tests/hardening/support/serverProcess.ts';
import { startBareServer } from './load/bareServer.ts';
import { measureHashing } from './load/hashing.ts';
import { DURATION_S, measure, type Measurement } from './load/measure.ts';
import { printBudgets, printTable, type BudgetCheck } from './load/report.ts';
import { bare, getUser, readProgress, refresh, settings, signIn, staticFile, upsertProgress } from './load/scenarios.ts';
import { seedProgress, seedSessions } from './load/seed.ts';

const CONNECTIONS = [50, 200];
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BACKENDS = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
/** BENCH_SCENARIOS=user,rest runs only the scenarios whose label contains one of these words (and skips the rest). */
const ONLY = process.env.BENCH_SCENARIOS?.split(',').map((word) => word.trim().toLowerCase());
const selected = (label: string) => !ONLY || ONLY.some((word) => label.toLowerCase().includes(word));
/** Rows of watch progress each seeded member has (the data API read returns them all). */
const PROGRESS_ROWS = 10;
const READ_PROGRESS = 'GET /rest/v1/watch_progress';
const UPSERT_PROGRESS = 'POST /rest/v1 upsert';
/** The default of RATE_LIMIT_TOKEN_REFRESH (POST /token per IP per 5 min). */
const TOKEN_LIMIT = 150;
const ASSET = '/assets/index-Lb7Qz3xA.js';
/** The calibration server's CPU per request: about what the lightest auth route costs (docs/performance-load.md). */
const CALIBRATION_WORK_US = 30;

/** A realistic hashed asset (~120 KB, precompressed like the build does) beside the site's index.html. */
function addAsset(site: Site): void {
  const source = Buffer.from(`export const data=${JSON.stringify(Array.from({ length: 6000 }, (_, i) => `item-${i}-${(i * 7919) % 10007}`))};\n`);
  const file = path.join(site.distDir, ASSET);
  writeFileSync(file, source);
  writeFileSync(`${file}.br`, brotliCompressSync(source));
  writeFileSync(`${file}.gz`, gzipSync(source));
}

async function startFor(backend: 'pglite' | 'postgres', site: Site, env: Record<string, string>) {
  const database = backend === 'postgres' ? await scratchDatabase('load', POSTGRES_URL) : undefined;
  const dataDir = backend === 'pglite' ? await pgliteDataDir(site, `db-${Date.now()}`) : site.dir;
  const server = await startProcess({ site, dataDir, databaseUrl: database?.url, env });
  return { server, stop: async () => (await server.kill(), await database?.drop()) };
}

async function runBackend(backend: 'pglite' | 'postgres', rows: Measurement[], mixed: Measurement[]): Promise<void> {
  const site = makeSite();
  addAsset(site);
  const { server, stop } = await startFor(backend, site, { ...RELAXED_LIMITS, AUTH_AUTOCONFIRM: 'true' });
  try {
    // Each run may strand up to `connections` refresh tokens in flight when it stops: seed enough.
    const sessions = await seedSessions(server, CONNECTIONS.reduce((sum, c) => sum + c, 0) + 200, backend);
    const refreshPool = sessions.map((session) => session.refresh_token);
    await seedProgress(server, sessions, PROGRESS_ROWS);
    console.log(`${backend}: ${sessions.length} sessions seeded, ${PROGRESS_ROWS} progress rows each`);
    const scenarios: [string, (connections: number) => Options][] = [
      ['POST /token password', (connections) => signIn(server, sessions, connections)],
      ['POST /token refresh', (connections) => refresh(server, refreshPool, connections)],
      ['GET /auth/v1/user', (connections) => getUser(server, sessions, connections)],
      [READ_PROGRESS, (connections) => readProgress(server, sessions, connections)],
      [UPSERT_PROGRESS, (connections) => upsertProgress(server, sessions, connections)],
      ['GET /auth/v1/settings', (connections) => settings(server, connections)],
      ['GET / (index.html)', (connections) => staticFile(server, '/', connections)],
      ['GET hashed asset', (connections) => staticFile(server, ASSET, connections)],
    ];
    for (const connections of CONNECTIONS) {
      for (const [label, options] of scenarios) {
        if (selected(label)) rows.push(await measure(label, backend, options(connections), server.pid));
      }
      console.log(`${backend}: ${connections} connections done`);
    }
    // Sign-ins and /user together: hashing must not starve the cheap requests.
    if (selected('sign-in')) {
      const [signIns, users] = await Promise.all([
        measure('sign-in, with /user', backend, signIn(server, sessions, 50)),
        measure('GET /user, with sign-in', backend, getUser(server, sessions, 50)),
      ]);
      mixed.push(signIns, users);
    }
  } finally {
    await stop();
    site.cleanup();
  }
}

/** With the default limits, POST /token past 150 per IP answers 429. */
async function limiterCheck(): Promise<{ ok: boolean; detail: string }> {
  const site = makeSite();
  const server: ServerProcess = await startProcess({ site, dataDir: await pgliteDataDir(site) });
  try {
    const amount = TOKEN_LIMIT + 50;
    const result = await autocannon({
      url: `${server.url}/auth/v1/token?grant_type=password`,
      method: 'POST',
      connections: 10,
      amount,
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: '{}',
    });
    const tooMany = result.statusCodeStats['429']?.count ?? 0;
    const detail = `${amount} POST /token with default limits: ${Number(tooMany)} answered 429 (expected ${amount - TOKEN_LIMIT}), codes ${JSON.stringify(result.statusCodeStats)}`;
    return { ok: Number(tooMany) === amount - TOKEN_LIMIT && result['5xx'] === 0, detail };
  } finally {
    await server.kill();
    site.cleanup();
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  console.log(`Load benchmark: ${DURATION_S} s per run, connections ${CONNECTIONS.join(' and ')}, backends ${BACKENDS.join(', ')}`);
  const hashing = await measureHashing();
  console.log(`argon2id verify: ${hashing.verifyMs.toFixed(1)} ms median → at most ~${hashing.capacityPerSecond.toFixed(0)} sign-ins/s on ${hashing.threads} threads`);

  const rows: Measurement[] = [];
  const mixed: Measurement[] = [];
  const bareRps = new Map<number, number>();
  const bareServer = await startBareServer();
  try {
    for (const connections of CONNECTIONS) {
      const row = await measure('bare node http (JSON)', '-', bare(bareServer.url, connections), bareServer.pid);
      rows.push(row);
      bareRps.set(connections, row.rps);
    }
  } finally {
    await bareServer.stop();
  }
  // Not a budget: what any server spending CALIBRATION_WORK_US of CPU per request reaches here.
  const calibration = await startBareServer(CALIBRATION_WORK_US);
  try {
    for (const connections of CONNECTIONS) {
      rows.push(await measure(`bare + ${CALIBRATION_WORK_US} µs CPU/request`, '-', bare(calibration.url, connections), calibration.pid));
    }
  } finally {
    await calibration.stop();
  }
  for (const backend of BACKENDS) await runBackend(backend, rows, mixed);
  const limiter = selected('limiter') ? await limiterCheck() : undefined;

  printTable([...rows, ...mixed], bareRps);
  const checks: BudgetCheck[] = [];
  for (const row of [...rows, ...mixed].filter((r) => r.backend !== '-' && (r.connections === 200 || mixed.includes(r)))) {
    checks.push({
      name: `no errors, no non-2xx: ${row.label} (${row.backend}, ${row.connections})`,
      ok: row.errors === 0 && row.non2xx === 0 && row.total > 0,
      detail: `${row.errors} errors, ${row.non2xx} non-2xx (${row.status5xx} 5xx) of ${row.total}`,
    });
  }
  for (const row of rows.filter((r) => r.label === 'GET /auth/v1/user' || r.label === 'POST /token refresh')) {
    const share = row.rps / (bareRps.get(row.connections) as number);
    checks.push({ name: `≥ 30% of bare: ${row.label} (${row.backend}, ${row.connections})`, ok: share >= 0.3, detail: `${(share * 100).toFixed(1)}%` });
  }
  for (const row of rows.filter((r) => r.label === 'POST /token password')) {
    const share = row.rps / hashing.capacityPerSecond;
    checks.push({
      name: `sign-in bounded by hashing: ${row.backend}, ${row.connections}`,
      ok: share <= 1.25 && share >= 0.35,
      detail: `${row.rps.toFixed(0)} req/s = ${(share * 100).toFixed(0)}% of the ~${hashing.capacityPerSecond.toFixed(0)}/s hashing allows (${hashing.verifyMs.toFixed(1)} ms per verify)`,
    });
  }
  for (const row of mixed.filter((r) => r.label.startsWith('GET /user'))) {
    checks.push({ name: `/user not starved by sign-ins (${row.backend})`, ok: row.p99 <= 1000 && row.rps > 0, detail: `p99 ${row.p99} ms at ${row.rps.toFixed(0)} req/s` });
  }
  for (const row of rows.filter((r) => r.label === READ_PROGRESS)) {
    const user = rows.find((r) => r.label === 'GET /auth/v1/user' && r.backend === row.backend && r.connections === row.connections);
    if (!user) continue;
    const share = row.rps / user.rps;
    checks.push({ name: `data API read ≥ 0.5× GET /user: ${row.backend}, ${row.connections}`, ok: share >= 0.5, detail: `${row.rps.toFixed(0)} vs ${user.rps.toFixed(0)} req/s = ${share.toFixed(2)}×` });
  }
  if (limiter) checks.push({ name: 'limiter answers 429 when limits are not raised', ...limiter });
  const ok = printBudgets(checks);
  console.log(`\nTotal time ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (!ok) process.exit(1);
}

await main();
