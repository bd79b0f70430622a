import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { homeTeacherSlugs } from '../src/content/teacherSlugs.ts';

/**
 * Lighthouse 12.8 (mobile, simulated throttling: Lighthouse's defaults) on the built app, served by our
 * own server: three runs per page, the median of each figure, and a non-zero exit when a budget breaks.
 * Usage: `npm run bench:lighthouse` (builds first), or `tsx bench/lighthouse.ts [distDir]`.
 * Scores depend on the machine's speed, so this is not part of `npm test`. Method: docs/performance.md.
 */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Set to a directory to keep every run's full report (JSON) for a closer look. */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const PAGES = ['/', '/videos/all', `/teacher/${homeTeacherSlugs[0]}`];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const BUDGET = {
  scores: { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 } satisfies Record<Category, number>,
  lcpMs: 1500,
};
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type Category = (typeof CATEGORIES)[number];
interface RunFigures {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  lcpElement: string;
}

const root = path.resolve(import.meta.dirname, '..');
const distDir = path.resolve(process.argv[2] ?? process.env.DIST_DIR ?? path.join(root, 'dist'));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: distDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  server.kill('SIGTERM');
  throw new Error('the server did not become healthy within 60 s');
}

async function audit(url: string, chrome: LaunchedChrome): Promise<RunFigures> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (REPORT_DIR) {
    mkdirSync(REPORT_DIR, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_') || 'home'}-${Date.now()}.json`;
    writeFileSync(path.join(REPORT_DIR, name), JSON.stringify(lhr, null, 1));
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: Category) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as
    | { items?: { items?: { node?: { snippet?: string } }[] }[] }
    | undefined;
  const failing = Object.values(lhr.audits).filter(
    (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary',
  );
  for (const a of failing) console.log(`    ${url} · failing audit: ${a.id} (${a.title})`);
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])) as Record<Category, number>,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    lcpElement: lcpDetails?.items?.[0]?.items?.[0]?.node?.snippet ?? '(none)',
  };
}

/** Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART…): try such a run again. */
async function auditWithRetry(url: string, chrome: LaunchedChrome, attempts = 3): Promise<RunFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, chrome);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`    ${url}: ${(error as Error).message}; trying again`);
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

function medianFigures(runs: RunFigures[]): RunFigures {
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((r) => r.scores[id]))])) as Record<Category, number>,
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    lcpElement: runs[0]!.lcpElement,
  };
}

function budgetBreaches(page: string, f: RunFigures): string[] {
  const breaches = CATEGORIES.filter((id) => f.scores[id] < BUDGET.scores[id]).map(
    (id) => `${page}: ${id} ${f.scores[id]} < ${BUDGET.scores[id]}`,
  );
  if (!(f.lcpMs <= BUDGET.lcpMs)) breaches.push(`${page}: LCP ${Math.round(f.lcpMs)} ms > ${BUDGET.lcpMs} ms`);
  return breaches;
}

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'stillwater-lighthouse-'));
const server = await startServer(port, dataDir);
const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });

const breaches: string[] = [];
try {
  console.log(`Lighthouse ${RUNS}× per page, mobile, simulated throttling, on ${distDir}\n`);
  const header = ['page', 'perf', 'a11y', 'b-p', 'seo', 'LCP ms', 'TBT ms', 'CLS'];
  const rows: string[][] = [];
  // One unmeasured run per page first: the server compresses its prerendered pages in the background after
  // start-up, and a visitor meets a server that has been up for a while, not one in its first seconds.
  for (const page of PAGES) await auditWithRetry(`http://127.0.0.1:${port}${page}`, chrome);
  for (const page of PAGES) {
    const runs: RunFigures[] = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await auditWithRetry(`http://127.0.0.1:${port}${page}`, chrome);
      console.log(
        `  ${page} run ${i + 1}: perf ${run.scores.performance}, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}`,
      );
      runs.push(run);
    }
    const f = medianFigures(runs);
    console.log(`  ${page} LCP element: ${f.lcpElement}\n`);
    rows.push([
      page,
      ...CATEGORIES.map((id) => String(f.scores[id])),
      String(Math.round(f.lcpMs)),
      String(Math.round(f.tbtMs)),
      f.cls.toFixed(3),
    ]);
    breaches.push(...budgetBreaches(page, f));
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`Median of ${RUNS} runs`);
  console.log(line(header));
  rows.forEach((r) => console.log(line(r)));
  console.log(
    `\nBudgets: performance ≥ ${BUDGET.scores.performance}, accessibility = best practices = SEO = 100, LCP ≤ ${BUDGET.lcpMs} ms`,
  );
} finally {
  chrome.kill();
  server.kill('SIGTERM');
  if (server.exitCode === null) await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}

if (breaches.length > 0) {
  console.error(`\nOVER BUDGET\n  ${breaches.join('\n  ')}`);
  process.exit(1);
}
console.log('All budgets met.');
