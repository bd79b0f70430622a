import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { createApiKeys } from '../server/auth/crypto/apiKeys.ts';
import { pathCategories } from '../src/content/categories.ts';
import { homeTeacherSlugs } from '../src/content/teacherSlugs.ts';
import { sampleVideos } from '../src/content/videos.ts';
import { SESSION_STORAGE_KEY } from '../src/lib/auth/authClient.ts';
import { brotli, HOME_SIZED_REFERENCE_PATH, homeSizedReferencePage, referencePage, REFERENCE_PATH } from './lighthouse/referencePage.ts';

/**
 * Lighthouse 12.8 (mobile, simulated throttling: Lighthouse's defaults) on the built app, served by our
 * own server: every route, three runs per page, each in a browser of its own (decision 2437), the median of
 * each figure and the spread of TBT, beside a no-JavaScript reference page served by the same server in the
 * same run (for `/`, one of its document's size: decision 2436), and a non-zero exit when a budget breaks.
 * Usage: `npm run bench:lighthouse` (builds first), or `tsx bench/lighthouse.ts [distDir]`;
 * `LIGHTHOUSE_PAGES=/,/login` measures only those (the reference page always).
 * Scores depend on the machine's speed, so this is not part of `npm test`. Method: docs/performance.md.
 */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Set to a directory to keep every run's full report (JSON) and its trace (`*.trace.json`, for DevTools) for a closer look. */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
// A fresh install's catalog (the seed is src/content's) puts videos on two paths only.
const emptyCategory = pathCategories.find((c) => !sampleVideos.some((video) => video.category === c.id));
if (!emptyCategory) throw new Error('every category has videos: pick another empty-state page');
/** The 404 page: a path no route matches. */
const NOT_FOUND_PAGE = '/no-such-page';
/**
 * What the 404 page's SEO score leaves out: Lighthouse's `http-status-code` fails a page that answers 404, which
 * that page must (decision 1414). Only there, only that audit, and only while it fails for that reason.
 */
const NOT_FOUND_SEO_IGNORES = 'http-status-code';
/**
 * Chrome logs a document answering 404 as a console error ("Failed to load resource"), which fails best practices'
 * `errors-in-console`. On the 404 page that one error is left out; any other console error still counts.
 */
const CONSOLE_ERRORS = 'errors-in-console';

/** True when the console's only errors are the page's own document failing to load (its 404 status). */
function onlyOwnStatusLogged(lhr: { audits: Record<string, { details?: unknown }> }, url: string): boolean {
  const details = lhr.audits[CONSOLE_ERRORS]?.details as { items?: { source?: string; sourceLocation?: { url?: string } }[] } | undefined;
  return (details?.items ?? []).every((item) => item.source === 'network' && item.sourceLocation?.url === url);
}
interface Page {
  path: string;
  /** Measured with a session: a member's, or an editor's for the studio. */
  signedIn?: 'member' | 'editor';
  /** The reference page its LCP is measured against: the small one unless given. */
  reference?: string;
}
const ALL_PAGES: Page[] = [
  { path: '/', reference: HOME_SIZED_REFERENCE_PATH },
  { path: '/videos/all' },
  { path: `/videos/${emptyCategory.id}` },
  { path: `/teacher/${homeTeacherSlugs[0]}` },
  { path: `/video/${sampleVideos[0]!.id}` },
  { path: '/about' },
  { path: '/subscribe' },
  { path: '/terms' },
  { path: NOT_FOUND_PAGE },
  { path: '/login' },
  { path: '/signup' },
  { path: '/profile', signedIn: 'member' },
  { path: '/library', signedIn: 'member' },
  { path: '/search', signedIn: 'member' },
  { path: '/studio', signedIn: 'editor' },
];
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',');
const PAGES = ALL_PAGES.filter((page) => !ONLY || ONLY.includes(page.path));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const BUDGET = {
  scores: { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 } satisfies Record<Category, number>,
  /** LCP at most this many times the reference page's, measured in the same run. */
  lcpRatio: 1.15,
  tbtMs: 150,
  cls: 0.02,
};
/** What a visitor's run clears first: Lighthouse's default storage types, and the session's. */
const VISITOR_RESET = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage', 'indexeddb', 'cookies'] as const;
/** A member's run clears the same but local storage, where auth-js keeps the session (decision 1424). */
const MEMBER_RESET = VISITOR_RESET.filter((type) => type !== 'local_storage');
const ACCOUNTS = {
  member: { email: 'lighthouse@example.com', password: 'a quiet lake at dawn' },
  editor: { email: 'lighthouse-editor@example.com', password: 'a quiet lake at dusk' },
};
type Account = keyof typeof ACCOUNTS;
/** The server's JWT secret, so that the bench holds its service_role key and can make an editor. */
const JWT_SECRET = randomBytes(32).toString('hex');
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
  /** The document's bytes on the wire, headers included, as Lighthouse's network records count them. */
  documentBytes: number;
}
/** The median of every figure, and TBT's spread across the runs. */
interface PageFigures extends RunFigures {
  tbtMinMs: number;
  tbtMaxMs: number;
}
/** How far apart the two documents LCP is compared between may be on the wire: one TCP segment of Lighthouse's simulation. */
const SEGMENT_BYTES = 1460;

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

async function startServer(port: number, dataDir: string, dist: string): Promise<ChildProcess> {
  // `npm run serve`: the compiled server, as a visitor meets it.
  const server = spawn(process.execPath, [path.join(root, 'build/server/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: dist,
      LOG_LEVEL: 'warn',
      AUTH_AUTOCONFIRM: 'true',
      JWT_SECRET,
    },
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

/** dist/ as hard links (no copy of its bytes), plus the reference page: the build's own directory stays as built. */
function distWithReference(into: string): string {
  const copy = path.join(into, 'dist');
  const linked = spawnSync('cp', ['-al', distDir, copy]);
  if (linked.status !== 0) throw new Error(`cp -al ${distDir}: ${linked.stderr.toString()}`);
  writeFileSync(path.join(copy, REFERENCE_PATH), referencePage());
  return copy;
}

/** The reference of `/`'s weight, made from `/` as the server answers it, with its brotli file as the build writes them. */
async function addHomeSizedReference(dist: string, origin: string): Promise<void> {
  const page = homeSizedReferencePage(await (await fetch(`${origin}/`)).text());
  writeFileSync(path.join(dist, HOME_SIZED_REFERENCE_PATH), page);
  writeFileSync(path.join(dist, `${HOME_SIZED_REFERENCE_PATH}.br`), brotli(page));
}

/**
 * A real session for the signed-in pages: the account signs up (mail confirmation off) and signs in through the
 * auth API; an editor is given the role with the auth admin API first, as an operator would.
 */
async function accountSession(origin: string, account: Account): Promise<unknown> {
  const config = (await (await fetch(`${origin}/`)).text()).match(/<script id="app-config" type="application\/json">(.*?)<\/script>/);
  const { supabaseAnonKey } = JSON.parse(config?.[1] ?? '{}') as { supabaseAnonKey?: string };
  if (!supabaseAnonKey) throw new Error('no anon key in the page config');
  const headers = { apikey: supabaseAnonKey, 'content-type': 'application/json' };
  const credentials = JSON.stringify(ACCOUNTS[account]);
  if (!registered.has(account)) await register(origin, account, headers, credentials);
  const token = await fetch(`${origin}/auth/v1/token?grant_type=password`, { method: 'POST', headers, body: credentials });
  if (!token.ok) throw new Error(`sign-in for the signed-in pages failed: ${token.status} ${await token.text()}`);
  return token.json();
}

const registered = new Set<Account>();

async function register(origin: string, account: Account, headers: Record<string, string>, credentials: string): Promise<void> {
  const signUp = await fetch(`${origin}/auth/v1/signup`, { method: 'POST', headers, body: credentials });
  if (!signUp.ok) throw new Error(`sign-up for the signed-in pages failed: ${signUp.status} ${await signUp.text()}`);
  if (account === 'editor') {
    const { user } = (await signUp.json()) as { user: { id: string } };
    const { serviceRole } = await createApiKeys(JWT_SECRET);
    const admin = { ...headers, apikey: serviceRole, authorization: `Bearer ${serviceRole}` };
    const body = JSON.stringify({ app_metadata: { role: 'editor' } });
    const granted = await fetch(`${origin}/auth/v1/admin/users/${user.id}`, { method: 'PUT', headers: admin, body });
    if (!granted.ok) throw new Error(`granting the editor role failed: ${granted.status} ${await granted.text()}`);
  }
  registered.add(account);
}

/** Puts a session where auth-js keeps it (the page refreshes and rewrites it as it likes from then on). */
async function signIn(chrome: LaunchedChrome, origin: string, account: Account): Promise<void> {
  const session = await accountSession(origin, account);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate((key, value) => localStorage.setItem(key, value), SESSION_STORAGE_KEY, JSON.stringify(session));
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** One Lighthouse run in a browser started for it alone: no run meets a renderer or compile cache warmed by another. */
async function audit(url: string, signedIn: Account | undefined): Promise<RunFigures> {
  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    return await auditIn(chrome, url, signedIn);
  } finally {
    chrome.kill();
  }
}

async function auditIn(chrome: LaunchedChrome, url: string, signedIn: Account | undefined): Promise<RunFigures> {
  if (signedIn) await signIn(chrome, new URL(url).origin, signedIn);
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    // Every run starts cold: HTTP cache, service worker and caches cleared. A visitor's run clears local storage,
    // IndexedDB and cookies too (Lighthouse's default leaves them, and /login and /signup would then measure the home
    // page a signed-in member is sent to); a member's run keeps local storage, where the session was put. With the
    // storage reset off instead, member runs met a warm renderer and a 60-85 ms instrumentation task (decision 1424).
    clearStorageTypes: signedIn ? MEMBER_RESET : [...VISITOR_RESET],
    // The 404 page is a page too: its document answers 404, as it should.
    ignoreStatusCode: true,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (REPORT_DIR) {
    mkdirSync(REPORT_DIR, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_') || 'home'}-${Date.now()}.json`;
    writeFileSync(path.join(REPORT_DIR, name), JSON.stringify(lhr, null, 1));
    writeFileSync(path.join(REPORT_DIR, name.replace(/\.json$/, '.trace.json')), JSON.stringify(result.artifacts.Trace));
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const notFoundPage = new URL(url).pathname === NOT_FOUND_PAGE;
  if (notFoundPage && lhr.audits[NOT_FOUND_SEO_IGNORES]?.score !== 0) throw new Error(`${url} must answer 404`);
  const ignored: Partial<Record<Category, string>> = notFoundPage
    ? { seo: NOT_FOUND_SEO_IGNORES, ...(onlyOwnStatusLogged(lhr, url) ? { 'best-practices': CONSOLE_ERRORS } : {}) }
    : {};
  const score = (id: Category) => {
    const left = ignored[id];
    return Math.round((left ? categoryScoreWithout(lhr, id, left) : (lhr.categories[id]?.score ?? 0)) * 100);
  };
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as
    | { items?: { items?: { node?: { snippet?: string } }[] }[] }
    | undefined;
  const requests = lhr.audits['network-requests']?.details as { items?: { url?: string; transferSize?: number }[] } | undefined;
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
    documentBytes: requests?.items?.find((item) => item.url === url)?.transferSize ?? Number.NaN,
  };
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** A category's score as Lighthouse weighs it (audits without a score take no part), one audit left out. */
function categoryScoreWithout(lhr: Report, category: Category, ignored: string): number {
  const refs = (lhr.categories[category]?.auditRefs ?? []).filter((ref) => ref.id !== ignored && ref.weight > 0);
  const scored = refs.flatMap((ref) => {
    const value = lhr.audits[ref.id]?.score;
    return typeof value === 'number' ? [{ weight: ref.weight, value }] : [];
  });
  const weights = scored.reduce((sum, { weight }) => sum + weight, 0);
  return weights === 0 ? 0 : scored.reduce((sum, { weight, value }) => sum + weight * value, 0) / weights;
}

/** Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART…): try such a run again. */
async function auditWithRetry(url: string, signedIn: Account | undefined, attempts = 3): Promise<RunFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, signedIn);
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

function medianFigures(runs: RunFigures[]): PageFigures {
  const tbts = runs.map((r) => r.tbtMs);
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((r) => r.scores[id]))])) as Record<Category, number>,
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(tbts),
    tbtMinMs: Math.min(...tbts),
    tbtMaxMs: Math.max(...tbts),
    cls: median(runs.map((r) => r.cls)),
    lcpElement: runs[0]!.lcpElement,
    documentBytes: median(runs.map((r) => r.documentBytes)),
  };
}

function budgetBreaches(page: string, f: RunFigures, referenceLcpMs: number): string[] {
  const breaches = CATEGORIES.filter((id) => f.scores[id] < BUDGET.scores[id]).map(
    (id) => `${page}: ${id} ${f.scores[id]} < ${BUDGET.scores[id]}`,
  );
  const ratio = f.lcpMs / referenceLcpMs;
  if (!(ratio <= BUDGET.lcpRatio)) breaches.push(`${page}: LCP ${Math.round(f.lcpMs)} ms = ${ratio.toFixed(2)}× the reference > ${BUDGET.lcpRatio}×`);
  if (!(f.tbtMs <= BUDGET.tbtMs)) breaches.push(`${page}: TBT ${Math.round(f.tbtMs)} ms > ${BUDGET.tbtMs} ms`);
  if (!(f.cls <= BUDGET.cls)) breaches.push(`${page}: CLS ${f.cls.toFixed(3)} > ${BUDGET.cls}`);
  return breaches;
}

/** Runs a page RUNS times and prints each run; the median of each figure. */
async function measurePage(origin: string, page: Page): Promise<PageFigures> {
  const runs: RunFigures[] = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await auditWithRetry(`${origin}${page.path}`, page.signedIn);
    console.log(
      `  ${page.path} run ${i + 1}: perf ${run.scores.performance}, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}, document ${run.documentBytes} B`,
    );
    runs.push(run);
  }
  const f = medianFigures(runs);
  console.log(`  ${page.path} LCP element: ${f.lcpElement}\n`);
  return f;
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const workDir = mkdtempSync(path.join(tmpdir(), 'stillwater-lighthouse-'));
const servedDist = distWithReference(workDir);
const server = await startServer(port, path.join(workDir, 'data'), servedDist);

const breaches: string[] = [];
try {
  console.log(`Lighthouse ${RUNS}× per page, mobile, simulated throttling, a browser of its own per run, on ${distDir}\n`);
  const referencePaths = [REFERENCE_PATH, ...new Set(PAGES.flatMap((page) => (page.reference ? [page.reference] : [])))];
  if (referencePaths.includes(HOME_SIZED_REFERENCE_PATH)) await addHomeSizedReference(servedDist, origin);
  // The server compresses its prerendered pages in the background after start-up, and a visitor meets a server that
  // has been up for a while: every page is asked for once, over HTTP, before the first run (a browser's warm-up run
  // would leave nothing behind: each run has a browser of its own).
  for (const page of [...referencePaths.map((path) => ({ path })), ...PAGES]) {
    await (await fetch(`${origin}${page.path}`, { headers: { 'accept-encoding': 'br' } })).arrayBuffer();
  }
  const references = new Map<string, PageFigures>();
  for (const path of referencePaths) references.set(path, await measurePage(origin, { path }));
  const referenceOf = (page: Page) => references.get(page.reference ?? REFERENCE_PATH)!;
  const measured: [Page, PageFigures][] = [];
  for (const page of PAGES) measured.push([page, await measurePage(origin, page)]);

  const header = ['page', 'perf', 'a11y', 'b-p', 'seo', 'LCP ms', '× ref', 'TBT ms', 'TBT min–max', 'CLS', 'doc B'];
  const row = (label: string, f: PageFigures, reference: PageFigures) => [
    label,
    ...CATEGORIES.map((id) => String(f.scores[id])),
    String(Math.round(f.lcpMs)),
    (f.lcpMs / reference.lcpMs).toFixed(2),
    String(Math.round(f.tbtMs)),
    `${Math.round(f.tbtMinMs)}–${Math.round(f.tbtMaxMs)}`,
    f.cls.toFixed(3),
    String(f.documentBytes),
  ];
  const referenceLabel = (path: string) => (path === REFERENCE_PATH ? 'reference (no JS)' : `reference (no JS), ${path}`);
  const rows = [
    ...[...references].map(([path, f]) => row(referenceLabel(path), f, f)),
    ...measured.map(([page, f]) => row(`${page.path}${page.signedIn ? ` (${page.signedIn})` : ''}${page.reference ? ' ¹' : ''}`, f, referenceOf(page))),
  ];
  for (const [page, f] of measured) {
    const reference = referenceOf(page);
    breaches.push(...budgetBreaches(page.path, f, reference.lcpMs));
    // A reference meant to weigh what the page weighs must do so, or its ratio says nothing (decision 2436).
    if (page.reference && !(Math.abs(f.documentBytes - reference.documentBytes) <= SEGMENT_BYTES)) {
      breaches.push(`${page.path}: its document is ${f.documentBytes} B on the wire, its reference's ${reference.documentBytes} B: not the same size`);
    }
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`Median of ${RUNS} runs (TBT: median and min–max; doc B: the document on the wire)`);
  console.log(line(header));
  rows.forEach((r) => console.log(line(r)));
  console.log(
    `\nBudgets: performance ≥ ${BUDGET.scores.performance}, accessibility = best practices = SEO = 100, ` +
      `LCP ≤ ${BUDGET.lcpRatio}× the reference page's (¹ against the reference of its own document size), TBT ≤ ${BUDGET.tbtMs} ms, CLS ≤ ${BUDGET.cls}`,
  );
} finally {
  server.kill('SIGTERM');
  if (server.exitCode === null) await new Promise((r) => server.once('exit', r));
  rmSync(workDir, { recursive: true, force: true });
}

if (breaches.length > 0) {
  console.error(`\nOVER BUDGET\n  ${breaches.join('\n  ')}`);
  process.exit(1);
}
console.log('All budgets met.');
