// Catalog benchmark (npm run bench:catalog, after the build): the compiled server with the real dist/ over a
// catalog of 5,000 videos and 500 teachers in four languages, on PGlite (and PostgreSQL when TEST_DATABASE_URL is
// set): each kind of page's uncached render, a cached page beside a bare server sending its bytes, publish to
// visible, the server's memory against the sample catalog's, and search in Chromium. Exits non-zero when a budget
// breaks. Method and figures: docs/performance-catalog.md.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/db/open.ts';
import { scratchDatabase } from '../tests/support/databases.ts';
import { pgliteTemplate } from '../tests/support/pgliteTemplate.ts';
import { browserSearch, type BrowserSearch } from './catalog/browserSearch.ts';
import { startBuiltServer, type BuiltServer, type Where } from './catalog/builtServer.ts';
import type { CatalogFixture } from './catalog/fixture.ts';
import { insertFixture } from './catalog/insertFixture.ts';
import { largeCatalog } from './catalog/largeCatalog.ts';
import { publishLatency } from './catalog/publishLatency.ts';
import { measureRenders, type PageKind, type RenderFigures } from './catalog/renders.ts';
import { printRenders, printSearch, printThroughput } from './catalog/report.ts';
import { summarise } from './catalog/stats.ts';
import { measureCachedThroughput, type ThroughputPair } from './catalog/throughput.ts';
import { representativePages, warmedResidentMib } from './catalog/warmMemory.ts';
import { printBudgets, type BudgetCheck } from './load/report.ts';

const VIDEOS = 5000;
const TEACHERS = 500;
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** PGlite, and PostgreSQL when TEST_DATABASE_URL is set or `--postgres` given; BENCH_BACKENDS=pglite,postgres chooses. */
const BACKENDS = (process.env.BENCH_BACKENDS?.split(',') ??
  ['pglite', ...(process.env.TEST_DATABASE_URL || process.argv.includes('--postgres') ? ['postgres'] : [])]) as ('pglite' | 'postgres')[];
/** Uncached renders per kind of page (the languages in turn). */
const SAMPLES = Number(process.env.CATALOG_SAMPLES ?? 8);
const PUBLISH_ROUNDS = 5;
const CONNECTIONS = 50;
const SEARCH_RUNS = 15;
/** Typical searches: a prefix being typed, a typo, several words, a teacher's name; in English and in French. */
const QUERIES = {
  en: ['medit', 'bre', 'medtation', 'breathwrk', 'morning breath', 'gentle yoga evening', 'stillness body scan', 'amara'],
  fr: ['médit', 'respi', 'meditaton', 'souffle du matin', 'yoga doux soir'],
};

const BUDGET = {
  /** A cached page's requests/s against a bare server sending the same bytes. */
  cachedShare: 0.9,
  publishMs: 5000,
  /** RSS with the large catalog against the sample catalog's, the same set of pages warmed. */
  memoryRatio: 1.5,
  /** Every run of every query, the first included. */
  searchMs: 100,
};

interface BackendFigures {
  backend: string;
  seedMs: number;
  memory: { sampleMib: number; largeMib: number };
  renders: RenderFigures[];
  throughput: ThroughputPair[];
  publishMs: number[];
  /** The search in Chromium, and how many playable videos a visitor may see (what its documents should hold). */
  search?: { playable: number; results: BrowserSearch[] };
}

/** How many videos with something to play a visitor may see, counted by the data API. */
async function playableCount(server: BuiltServer): Promise<number> {
  const response = await fetch(`${server.url}/rest/v1/localized_videos?select=id&language=eq.en&playback_url=not.is.null&limit=1`, {
    headers: { apikey: server.anonKey, authorization: `Bearer ${server.anonKey}`, prefer: 'count=exact' },
  });
  const total = Number(/\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1]);
  if (!Number.isFinite(total)) throw new Error(`no count in ${response.status} ${response.headers.get('content-range')}`);
  return total;
}

/** Each kind of page, and how a sample of it misses the cache (decision 2551). */
function pageKinds(fixture: CatalogFixture): PageKind[] {
  const { videos, teachers } = fixture;
  return [
    { label: 'home /', address: () => '/', touch: true, status: 200 },
    { label: '/videos/all', address: () => '/videos/all', touch: true, status: 200 },
    { label: 'a path /videos/meditation', address: () => '/videos/meditation', touch: true, status: 200 },
    // Pages 3 to 152 of ~190, each once.
    { label: '/videos/all?page=N (deep)', address: (i) => `/videos/all?page=${3 + ((i * 37) % 150)}`, status: 200 },
    { label: 'teacher', address: (i) => `/teacher/${teachers[(i * 31) % teachers.length]?.id}`, status: 200 },
    // Past the newest hundred, which the memory figure warmed.
    { label: 'video', address: (i) => `/video/${videos[(100 + i * 97) % videos.length]?.id}`, status: 200 },
    { label: 'search /search', address: () => '/search', touch: true, status: 200 },
    { label: '404', address: (i) => `/no-such-page-${i}`, status: 404 },
    { label: '/sitemap.xml', address: () => '/sitemap.xml', touch: true, status: 200 },
  ];
}

async function databaseFor(backend: 'pglite' | 'postgres', scratch: string): Promise<{ where: Where; drop: () => Promise<void> }> {
  if (backend === 'postgres') {
    const database = await scratchDatabase('catalog', POSTGRES_URL);
    return { where: { url: database.url, dataDir: scratch }, drop: () => database.drop() };
  }
  const dataDir = path.join(scratch, 'db');
  cpSync(await pgliteTemplate(), dataDir, { recursive: true });
  return { where: { dataDir }, drop: async () => undefined };
}

/** The large catalog written on top of the sample one, with no server running (PGlite's directory is one process's). */
async function seed(where: Where, fixture: CatalogFixture): Promise<number> {
  const started = performance.now();
  const db = await openDatabase({ url: where.url, dataDir: where.dataDir, poolMax: 2 });
  try {
    await insertFixture(db, fixture);
  } finally {
    await db.close();
  }
  return performance.now() - started;
}

async function runBackend(backend: 'pglite' | 'postgres', fixture: CatalogFixture, withSearch: boolean): Promise<BackendFigures> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'bench-catalog-'));
  const { where, drop } = await databaseFor(backend, scratch);
  const servers: BuiltServer[] = [];
  try {
    const sample = await startBuiltServer(where);
    servers.push(sample);
    const sampleMib = await warmedResidentMib(sample, await representativePages(sample));
    await sample.kill();
    servers.pop();
    const seedMs = await seed(where, fixture);
    console.log(`${backend}: sample catalog ${sampleMib.toFixed(0)} MiB warmed; ${fixture.videos.length} videos seeded in ${(seedMs / 1000).toFixed(1)} s`);
    // On PostgreSQL a second process on the same database, for publish to visible across processes.
    for (let i = 0; i < (backend === 'postgres' ? 2 : 1); i++) servers.push(await startBuiltServer(where));
    const server = servers[0] as BuiltServer;
    const largeMib = await warmedResidentMib(server, await representativePages(server));
    const [target, cachedVideo, published] = fixture.videos as [CatalogFixture['videos'][number], ...CatalogFixture['videos']];
    const renders = await measureRenders(server, pageKinds(fixture), SAMPLES, target);
    console.log(`${backend}: renders measured`);
    const throughput = await measureCachedThroughput(server, backend, [`/video/${cachedVideo?.id}`], CONNECTIONS);
    const publishMs = await publishLatency(servers, published ?? target, PUBLISH_ROUNDS);
    const search = withSearch ? { playable: await playableCount(server), results: await browserSearch(server, QUERIES, SEARCH_RUNS) } : undefined;
    return { backend, seedMs, memory: { sampleMib, largeMib }, renders, throughput, publishMs, search };
  } finally {
    for (const server of servers) await server.kill();
    await drop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

function checks(figures: BackendFigures[]): BudgetCheck[] {
  return figures.flatMap(({ backend, memory, throughput, publishMs, search }) => [
    ...throughput.flatMap(({ path: page, ours, bare, brotliBytes }) => [
      {
        name: `cached ${page} ≥ ${BUDGET.cachedShare}× bare sending the same bytes (${backend}, ${CONNECTIONS} connections)`,
        ok: ours.rps / bare.rps >= BUDGET.cachedShare && ours.errors === 0 && ours.non2xx === 0,
        detail: `${ours.rps.toFixed(0)} vs ${bare.rps.toFixed(0)} req/s = ${(ours.rps / bare.rps).toFixed(2)}×; ${ours.errors} errors, ${ours.non2xx} non-2xx; ${ours.bytesPerResponse.toFixed(0)} B read per answer for ${brotliBytes} B of brotli`,
      },
    ]),
    {
      name: `publish to visible ≤ ${BUDGET.publishMs} ms, worst of ${publishMs.length} (${backend}${backend === 'postgres' ? ', two processes' : ''})`,
      ok: Math.max(...publishMs) <= BUDGET.publishMs,
      detail: `${publishMs.map((m) => m.toFixed(0)).join(', ')} ms`,
    },
    {
      name: `memory with ${VIDEOS} videos ≤ ${BUDGET.memoryRatio}× the sample catalog's (${backend})`,
      ok: memory.largeMib / memory.sampleMib <= BUDGET.memoryRatio,
      detail: `${memory.largeMib.toFixed(0)} MiB vs ${memory.sampleMib.toFixed(0)} MiB = ${(memory.largeMib / memory.sampleMib).toFixed(2)}×`,
    },
    ...(search?.results ?? []).map((r) => ({
      name: `search documents hold every playable video (${r.locale})`,
      ok: r.app.videos === search?.playable,
      detail: `the app loads ${r.app.videos} of ${search?.playable}`,
    })),
    ...(search?.results ?? []).flatMap((r) =>
      r.complete.queries.map((q) => ({
        name: `search "${q.query}" (${r.locale}, all ${r.complete.videos} videos) < ${BUDGET.searchMs} ms, every run`,
        ok: Math.max(...q.ms) < BUDGET.searchMs,
        detail: `max ${Math.max(...q.ms).toFixed(1)} ms, p50 ${summarise(q.ms).p50.toFixed(1)} ms over ${q.ms.length} runs`,
      })),
    ),
  ]);
}

async function main(): Promise<void> {
  const started = Date.now();
  console.log(`Catalog benchmark: ${VIDEOS} videos, ${TEACHERS} teachers, backends ${BACKENDS.join(', ')}, ${SAMPLES} uncached renders per kind of page`);
  const fixture = largeCatalog(VIDEOS, TEACHERS, new Date());
  const figures: BackendFigures[] = [];
  for (const [i, backend] of BACKENDS.entries()) figures.push(await runBackend(backend, fixture, i === 0));
  for (const f of figures) {
    printRenders(f.backend, f.renders);
    printThroughput(f.backend, f.throughput);
    console.log(`\nMemory, ${f.backend}: RSS ${f.memory.sampleMib.toFixed(0)} MiB (sample catalog) → ${f.memory.largeMib.toFixed(0)} MiB (${VIDEOS} videos)`);
    console.log(`Publish to visible, ${f.backend}: ${f.publishMs.map((m) => m.toFixed(0)).join(', ')} ms`);
    if (f.search) printSearch(f.search.results);
  }
  const ok = printBudgets(checks(figures));
  console.log(`\nTotal time ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (!ok) process.exit(1);
}

await main();
