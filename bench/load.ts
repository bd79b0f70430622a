// Load benchmark (npm run bench:load): the auth API, the data API and the static server under autocannon, against
// PGlite and PostgreSQL, each figure next to a bare Node http server measured in the same run, and the data API read
// beside its database floor, measured in turns (decision 2435).
// Exits non-zero when a budget breaks. Figures and their meaning: docs/performance-load.md.
import { cpSync } from 'node:fs';
import autocannon, { type Options } from 'autocannon';
import { makeSite, pgliteDataDir, startProcess, type ServerProcess, type Site } from '../tests/hardening/support/serverProcess.ts';
import { scratchDatabase } from '../tests/support/databases.ts';
import { RELAXED_LIMITS } from '../tests/support/limits.ts';
import { startBareServer, type BareServer, type FixedAnswer } from './load/bareServer.ts';
import { probeBrotli } from './load/brotliProbe.ts';
import { openDatabaseFloor, type DatabaseFloor } from './load/databaseFloor.ts';
import { measureHashing } from './load/hashing.ts';
import { drain, DURATION_S, inTurns, measure, type Measurement } from './load/measure.ts';
import { printBudgets, printTable, type BudgetCheck } from './load/report.ts';
import { bare, getUser, PROGRESS_READ, readProgress, refresh, settings, signIn, STATIC_HEADERS, staticFile, staticFlood, upsertProgress } from './load/scenarios.ts';
import { seedProgress, seedSessions, type Session } from './load/seed.ts';
import { addStaticFiles, ASSET } from './load/site.ts';

const CONNECTIONS = [50, 200];
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BACKENDS = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
/** BENCH_SCENARIOS=user,rest runs only the scenarios whose label contains one of these words (and skips the rest). */
const ONLY = process.env.BENCH_SCENARIOS?.split(',').map((word) => word.trim().toLowerCase());
const selected = (label: string) => !ONLY || ONLY.some((word) => label.toLowerCase().includes(word));
/** Rows of watch progress each seeded member has (the data API read returns them all). */
const PROGRESS_ROWS = 10;
const READ_PROGRESS = 'GET /rest/v1/watch_progress';
const READ_FLOOR = 'floor: the read, DB only';
/** The data API read at least this share of its database floor, the same transaction sent without HTTP (decision 2435). */
const READ_FLOOR_SHARE = 0.6;
const UPSERT_PROGRESS = 'POST /rest/v1 upsert';
/** The default of RATE_LIMIT_TOKEN_REFRESH (POST /token per IP per 5 min). */
const TOKEN_LIMIT = 150;
/** The static rows: each compared with a bare server sending the same brotli bytes (decision 1401). */
const STATIC_ROWS: [label: string, path: string][] = [
  ['GET / (prerendered)', '/'],
  ['GET hashed asset', ASSET],
];
const USER = 'GET /auth/v1/user';
const USER_FLOODED = 'GET /user, static flood';
/**
 * /user's p99 while static files are flooded (decision 1403): at most this many times its p99 alone (the flood's 200
 * connections and /user's 50 are 5× the connections, each static request no dearer than /user), and under the same
 * ceiling as beside sign-ins.
 */
const FLOODED_USER_P99_FACTOR = 5;
const FLOODED_USER_P99_CEILING_MS = 1000;
/** Headers of a brotli answer beyond its body: what a static run may read per answer on top of it. */
const HEADER_ALLOWANCE_BYTES = 2048;
/** The calibration server's CPU per request: about what the lightest auth route costs (docs/performance-load.md). */
const CALIBRATION_WORK_US = 30;

async function startFor(backend: 'pglite' | 'postgres', site: Site, env: Record<string, string>) {
  const database = backend === 'postgres' ? await scratchDatabase('load', POSTGRES_URL) : undefined;
  const dataDir = backend === 'pglite' ? await pgliteDataDir(site, `db-${Date.now()}`) : site.dir;
  const start = () => startProcess({ site, dataDir, databaseUrl: database?.url, env });
  return { server: await start(), start, where: { url: database?.url, dataDir }, drop: async () => database?.drop() };
}

/**
 * The read's database floor (decision 2435), to be measured in turns with the read: on PostgreSQL beside the server;
 * PGlite's data directory is its server's alone, so the floor gets a copy of it, taken with the server stopped, and
 * the server starts again on its own (the seeded members and their tokens unchanged).
 */
async function floorFor(
  backend: 'pglite' | 'postgres',
  { server, start, where }: { server: ServerProcess; start: () => Promise<ServerProcess>; where: { url?: string; dataDir: string } },
  sessions: Session[],
): Promise<{ server: ServerProcess; floor: DatabaseFloor }> {
  if (backend === 'postgres') return { server, floor: await openDatabaseFloor(backend, where, PROGRESS_READ, sessions) };
  await server.kill();
  const copy = `${where.dataDir}-floor`;
  cpSync(where.dataDir, copy, { recursive: true });
  const restarted = await start();
  // Seeding warmed the first server's hot paths; the restarted one gets the same before anything is measured.
  for (const options of [getUser(restarted, sessions, 8), readProgress(restarted, sessions, 8)]) await autocannon({ ...options, amount: sessions.length });
  return { server: restarted, floor: await openDatabaseFloor(backend, { dataDir: copy }, PROGRESS_READ, sessions) };
}

/** A static row: our server, and the bare server sending the same brotli bytes, measured one after the other. */
interface StaticPair {
  ours: Measurement;
  bare: Measurement;
  brotliBytes: number;
}

/** The bare server holding what our server answers each static path with (checked to be brotli first). */
async function staticReference(server: ServerProcess, paths: string[]): Promise<{ reference: BareServer; answers: Map<string, FixedAnswer> }> {
  const answers = new Map<string, FixedAnswer>();
  for (const path of paths) answers.set(path, await probeBrotli(`${server.url}${path}`, STATIC_HEADERS));
  return { reference: await startBareServer({ answers: Object.fromEntries(answers) }), answers };
}

async function runBackend(backend: 'pglite' | 'postgres', rows: Measurement[], mixed: Measurement[], pairs: StaticPair[]): Promise<void> {
  const site = makeSite();
  addStaticFiles(site);
  const started = await startFor(backend, site, { ...RELAXED_LIMITS, AUTH_AUTOCONFIRM: 'true' });
  let { server } = started;
  let floor: DatabaseFloor | undefined;
  let reference: BareServer | undefined;
  try {
    // Each run may strand up to `connections` refresh tokens in flight when it stops: seed enough.
    const sessions = await seedSessions(server, CONNECTIONS.reduce((sum, c) => sum + c, 0) + 200, backend);
    const refreshPool = sessions.map((session) => session.refresh_token);
    await seedProgress(server, sessions, PROGRESS_ROWS);
    console.log(`${backend}: ${sessions.length} sessions seeded, ${PROGRESS_ROWS} progress rows each`);
    if (selected(READ_PROGRESS)) ({ server, floor } = await floorFor(backend, { ...started, server }, sessions));
    const statics = STATIC_ROWS.filter(([label]) => selected(label));
    const probed = await staticReference(server, statics.map(([, path]) => path));
    reference = probed.reference;
    const scenarios: [string, (connections: number) => Options][] = [
      ['POST /token password', (connections) => signIn(server, sessions, connections)],
      ['POST /token refresh', (connections) => refresh(server, refreshPool, connections)],
      [USER, (connections) => getUser(server, sessions, connections)],
      [UPSERT_PROGRESS, (connections) => upsertProgress(server, sessions, connections)],
      ['GET /auth/v1/settings', (connections) => settings(server, connections)],
    ];
    for (const connections of CONNECTIONS) {
      for (const [label, options] of scenarios) {
        if (selected(label)) rows.push(await measure(label, backend, options(connections), server.pid));
      }
      if (floor) {
        const { measure: measureFloor } = floor;
        // The read and its database floor in turns, each meeting the same load on a shared machine.
        rows.push(
          ...(await inTurns(
            (seconds) => measure(READ_PROGRESS, backend, { ...readProgress(server, sessions, connections), duration: seconds }, server.pid),
            // The server first works off what the read's slice left queued: that work is not the floor's.
            async (seconds) => (await drain(server.url), measureFloor(READ_FLOOR, connections, seconds)),
          )),
        );
      }
      for (const [label, path] of statics) {
        const bare = await measure(`bare ${label}`, '-', staticFile(reference.url, path, connections), reference.pid);
        const ours = await measure(label, backend, staticFile(server.url, path, connections), server.pid);
        rows.push(bare, ours);
        pairs.push({ ours, bare, brotliBytes: (probed.answers.get(path) as FixedAnswer).body.length });
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
    // Static files flooded at 200 connections beside /user at 50: page loads must not starve the API (decision 1403).
    if (selected('flood')) {
      // /user alone at 50 connections, unless the main rows measured it (kept out of them: no ratio budget asked for).
      if (!rows.some((r) => r.label === USER && r.backend === backend && r.connections === 50)) {
        mixed.push(await measure(USER, backend, getUser(server, sessions, 50), server.pid));
      }
      const [users, flood] = await Promise.all([
        measure(USER_FLOODED, backend, getUser(server, sessions, 50)),
        measure('static flood, with /user', backend, staticFlood(server, STATIC_ROWS.map(([, path]) => path), 200)),
      ]);
      mixed.push(users, flood);
    }
  } finally {
    await reference?.stop();
    await floor?.close();
    await server.kill();
    await started.drop();
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

type Hashing = Awaited<ReturnType<typeof measureHashing>>;

/** The bare Node http server's rows, the reference every figure is set beside; returns its req/s by connections. */
async function measureBare(rows: Measurement[]): Promise<Map<number, number>> {
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
  return bareRps;
}

/** Not a budget: what any server spending CALIBRATION_WORK_US of CPU per request reaches here. */
async function measureCalibration(rows: Measurement[]): Promise<void> {
  const calibration = await startBareServer({ workMicros: CALIBRATION_WORK_US });
  try {
    for (const connections of CONNECTIONS) {
      rows.push(await measure(`bare + ${CALIBRATION_WORK_US} µs CPU/request`, '-', bare(calibration.url, connections), calibration.pid));
    }
  } finally {
    await calibration.stop();
  }
}

function errorChecks(rows: Measurement[], mixed: Measurement[]): BudgetCheck[] {
  return [...rows, ...mixed]
    .filter((r) => r.backend !== '-' && (r.connections === 200 || mixed.includes(r)))
    .map((row) => ({
      name: `no errors, no non-2xx: ${row.label} (${row.backend}, ${row.connections})`,
      ok: row.errors === 0 && row.non2xx === 0 && row.total > 0,
      detail: `${row.errors} errors, ${row.non2xx} non-2xx (${row.status5xx} 5xx) of ${row.total}`,
    }));
}

function authChecks(rows: Measurement[], mixed: Measurement[], bareRps: Map<number, number>, hashing: Hashing): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  for (const row of rows.filter((r) => r.label === USER || r.label === 'POST /token refresh')) {
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
  for (const row of mixed.filter((r) => r.label === 'GET /user, with sign-in')) {
    checks.push({ name: `/user not starved by sign-ins (${row.backend})`, ok: row.p99 <= 1000 && row.rps > 0, detail: `p99 ${row.p99} ms at ${row.rps.toFixed(0)} req/s` });
  }
  return checks;
}

function staticChecks(rows: Measurement[], mixed: Measurement[], pairs: StaticPair[]): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  for (const { ours, bare, brotliBytes } of pairs) {
    const share = ours.rps / bare.rps;
    const where = `${ours.label} (${ours.backend}, ${ours.connections})`;
    checks.push({ name: `≥ 0.5× bare sending the same bytes: ${where}`, ok: share >= 0.5, detail: `${ours.rps.toFixed(0)} vs ${bare.rps.toFixed(0)} req/s = ${share.toFixed(2)}×` });
    checks.push({
      name: `answered with brotli: ${where}`,
      ok: ours.bytesPerResponse >= brotliBytes && ours.bytesPerResponse <= brotliBytes + HEADER_ALLOWANCE_BYTES,
      detail: `${ours.bytesPerResponse.toFixed(0)} B read per answer for a ${brotliBytes} B brotli body`,
    });
  }
  for (const row of mixed.filter((r) => r.label === USER_FLOODED)) {
    const alone = [...rows, ...mixed].find((r) => r.label === USER && r.backend === row.backend && r.connections === 50) as Measurement;
    checks.push({
      name: `/user not starved by a static flood (${row.backend})`,
      ok: row.p99 <= FLOODED_USER_P99_FACTOR * alone.p99 && row.p99 <= FLOODED_USER_P99_CEILING_MS && row.rps > 0,
      detail: `p99 ${row.p99} ms at ${row.rps.toFixed(0)} req/s under the flood = ${(row.p99 / alone.p99).toFixed(1)}× its ${alone.p99} ms at ${alone.rps.toFixed(0)} req/s alone (budget ≤ ${FLOODED_USER_P99_FACTOR}× and ≤ ${FLOODED_USER_P99_CEILING_MS} ms)`,
    });
  }
  return checks;
}

function readChecks(rows: Measurement[]): BudgetCheck[] {
  return rows
    .filter((r) => r.label === READ_PROGRESS)
    .map((row) => {
      const same = (label: string) => rows.find((r) => r.label === label && r.backend === row.backend && r.connections === row.connections);
      const floor = same(READ_FLOOR) as Measurement;
      const user = same(USER);
      const share = row.rps / floor.rps;
      // GET /user (a cache hit, no database work) is reported beside it, not budgeted: decision 2435.
      const besideUser = user ? `; GET /user ${user.rps.toFixed(0)} req/s, the read ${(row.rps / user.rps).toFixed(2)}× of it` : '';
      return {
        name: `data API read ≥ ${READ_FLOOR_SHARE}× its database floor: ${row.backend}, ${row.connections}`,
        ok: share >= READ_FLOOR_SHARE,
        detail: `${row.rps.toFixed(0)} req/s vs ${floor.rps.toFixed(0)} transactions/s = ${share.toFixed(2)}×${besideUser}`,
      };
    });
}

async function main(): Promise<void> {
  const started = Date.now();
  console.log(`Load benchmark: ${DURATION_S} s per run, connections ${CONNECTIONS.join(' and ')}, backends ${BACKENDS.join(', ')}`);
  const hashing = await measureHashing();
  console.log(`argon2id verify: ${hashing.verifyMs.toFixed(1)} ms median → at most ~${hashing.capacityPerSecond.toFixed(0)} sign-ins/s on ${hashing.threads} threads`);

  const rows: Measurement[] = [];
  const mixed: Measurement[] = [];
  const pairs: StaticPair[] = [];
  const bareRps = await measureBare(rows);
  await measureCalibration(rows);
  for (const backend of BACKENDS) await runBackend(backend, rows, mixed, pairs);
  const limiter = selected('limiter') ? await limiterCheck() : undefined;

  const staticBare = new Map(pairs.flatMap(({ ours, bare }) => [[ours, bare.rps], [bare, bare.rps]] as const));
  printTable([...rows, ...mixed], (row) => staticBare.get(row) ?? bareRps.get(row.connections));
  const checks = [...errorChecks(rows, mixed), ...authChecks(rows, mixed, bareRps, hashing), ...staticChecks(rows, mixed, pairs), ...readChecks(rows)];
  if (limiter) checks.push({ name: 'limiter answers 429 when limits are not raised', ...limiter });
  const ok = printBudgets(checks);
  console.log(`\nTotal time ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (!ok) process.exit(1);
}

await main();
