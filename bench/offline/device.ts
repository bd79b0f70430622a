import { type Browser, type BrowserContext, type Page } from '@playwright/test';
import { appStarted } from '../../tests/e2e/support/hydration.ts';
import { watchFirstFrame, type Watched } from '../media/firstFrame.ts';

const TIMEOUT_MS = 90_000;
export const MEMBER_PASSWORD = 'bench-offline-member-1';

/** What the page notes of the download under way (window.benchDownload). Times are ms on the page's clock. */
interface DownloadState {
  /** The video the bench asked for, set before its click. */
  videoId: string;
  lastClickAt: number;
  /** The click that started it: the last one before the ledger first named the video. */
  startedAt: number;
  /** The ledger's record said `complete`. */
  completedAt: number;
  bytes: number;
}
type Downloading = { benchDownload: DownloadState };

/**
 * Runs in the page before its scripts: notes every click, and follows the downloads' ledger in local storage
 * (src/lib/offline/downloadLedger.ts) until the bench's video is recorded complete, with its bytes.
 */
function watchDownloads(): void {
  const state: DownloadState = { videoId: '', lastClickAt: 0, startedAt: 0, completedAt: 0, bytes: 0 };
  Object.assign(window, { benchDownload: state });
  document.addEventListener('click', () => (state.lastClickAt = performance.now()), true);
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key: string, value: string) {
    setItem.call(this, key, value);
    if (!key.startsWith('stillwater.downloads.') || !state.videoId || state.completedAt) return;
    const ledger = JSON.parse(value) as { downloads?: { video: { id: string }; state: string; bytes: number }[] };
    const record = ledger.downloads?.find((download) => download.video.id === state.videoId);
    if (!record) return;
    if (!state.startedAt) state.startedAt = state.lastClickAt;
    if (record.state === 'complete') Object.assign(state, { completedAt: performance.now(), bytes: record.bytes });
  };
}

/** Opens `url` in a new page of the context and waits until the app owns it. */
export async function openStarted(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading', undefined, { timeout: TIMEOUT_MS });
  const deadline = Date.now() + TIMEOUT_MS;
  while (!(await appStarted(page))) {
    if (Date.now() > deadline) throw new Error(`${url}: the app did not start`);
    await page.waitForTimeout(20);
  }
  return page;
}

/**
 * A browser profile of its own with the app installed (its service worker controlling the pages) and the member
 * signed in through the sign-in form, as on a phone that will download.
 */
export async function signedInDevice(browser: Browser, origin: string, email: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  await context.addInitScript(watchFirstFrame);
  await context.addInitScript(watchDownloads);
  const page = await openStarted(context, `${origin}/login`);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: TIMEOUT_MS });
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: email }).waitFor({ timeout: TIMEOUT_MS });
  await page.close();
  return context;
}

/** Empties the browser's HTTP cache, so that what follows fetches from the server. */
async function clearHttpCache(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

export interface Transfer {
  ms: number;
  bytes: number;
}

/** A Standard download from the watch page, from the click on "Standard" to the ledger's `complete`; an empty HTTP cache first. */
export async function downloadRun(context: BrowserContext, origin: string, videoId: string): Promise<Transfer> {
  const page = await openStarted(context, `${origin}/video/${videoId}`);
  try {
    await clearHttpCache(page);
    await page.evaluate((id) => ((window as unknown as Downloading).benchDownload.videoId = id), videoId);
    await page.getByRole('main').getByRole('button', { name: 'Download', exact: true }).click();
    await page.getByRole('menuitem', { name: /^Standard\b/ }).click();
    await page.waitForFunction(() => (window as unknown as Downloading).benchDownload.completedAt > 0, undefined, { timeout: TIMEOUT_MS });
    const state = await page.evaluate(() => (window as unknown as Downloading).benchDownload);
    return { ms: state.completedAt - state.startedAt, bytes: state.bytes };
  } finally {
    await page.close();
  }
}

/** Removes the download from the library's Downloads, as a member would to download it again. */
export async function removeDownload(context: BrowserContext, origin: string, title: string): Promise<void> {
  const page = await openStarted(context, `${origin}/library`);
  try {
    const remove = page.getByRole('region', { name: 'Downloads' }).getByRole('button', { name: `Remove ${title}` });
    await remove.click();
    await remove.waitFor({ state: 'detached', timeout: TIMEOUT_MS });
  } finally {
    await page.close();
  }
}

/** Files the reference fetches at once: as many as the app's downloads do (src/features/offline/storeFiles.ts). */
const PARALLEL = 3;

/**
 * The reference: the same files fetched by the same page with plain fetch(), three at a time, their bodies read
 * and stored nowhere; an empty HTTP cache first.
 */
export async function plainFetchRun(context: BrowserContext, origin: string, videoId: string, urls: readonly string[]): Promise<Transfer> {
  const page = await openStarted(context, `${origin}/video/${videoId}`);
  try {
    await clearHttpCache(page);
    return await page.evaluate(
      async ({ list, parallel }) => {
        const started = performance.now();
        let bytes = 0;
        let next = 0;
        // No named function in here: tsx would wrap it in a helper the page does not have.
        await Promise.all(
          Array.from({ length: parallel }, async () => {
            while (next < list.length) {
              const url = list[next++] as string;
              const response = await fetch(url);
              if (!response.ok) throw new Error(`${url}: ${response.status}`);
              const body = await response.arrayBuffer();
              bytes += body.byteLength;
            }
          }),
        );
        return { ms: performance.now() - started, bytes };
      },
      { list: urls, parallel: PARALLEL },
    );
  } finally {
    await page.close();
  }
}

/** One start of the watch page: times in ms on the page's clock (0 = navigation start). */
export interface StartRun {
  /** From the play event to the first frame presented: the budgeted figure. */
  fromPlay: number;
  fromNavigation: number;
  /** The first frame's height: the rendition shown. */
  height: number;
  /** From the play event to the arrival of the first segment (the last one to arrive before the first frame). */
  segmentFromPlay: number;
  /** That segment's fetch, from its request to its last byte. */
  segmentFetch: number;
  /** The stream's files fetched before the first frame: from the device's downloads, and, of the others, how many the HTTP cache answered. */
  fromDevice: number;
  fromHttpCache: number;
  fromNetwork: number;
}

/** Opens the watch page in a new page of the context, clicks Play as soon as the app owns it, and waits for the first frame. */
export async function startRun(context: BrowserContext, watchUrl: string, streamFolder: string): Promise<StartRun> {
  const page = await openStarted(context, watchUrl);
  try {
    await page.getByRole('group', { name: /^Video player/ }).getByRole('button', { name: 'Play', exact: true }).click();
    await page.waitForFunction(() => (window as unknown as Watched).benchFirstFrame.frameAt > 0, undefined, { timeout: TIMEOUT_MS });
    const { state, resources } = await page.evaluate(() => ({
      state: (window as unknown as Watched).benchFirstFrame,
      resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(({ name, startTime, responseEnd, transferSize, decodedBodySize }) => ({
        path: new URL(name).pathname,
        startTime,
        responseEnd,
        transferSize,
        decodedBodySize,
      })),
    }));
    const before = resources.filter((entry) => entry.startTime <= state.frameAt);
    const stream = before.filter((entry) => entry.path.startsWith(streamFolder));
    const segment = before.filter((entry) => entry.path.endsWith('.m4s') && entry.responseEnd <= state.frameAt).at(-1);
    if (!segment) throw new Error(`${watchUrl}: no segment arrived before the first frame`);
    return {
      fromPlay: state.frameAt - state.playAt,
      fromNavigation: state.frameAt,
      height: state.height,
      segmentFromPlay: segment.responseEnd - state.playAt,
      segmentFetch: segment.responseEnd - segment.startTime,
      fromDevice: before.filter((entry) => entry.path.startsWith('/_offline/')).length,
      fromHttpCache: stream.filter((entry) => entry.transferSize === 0 && entry.decodedBodySize > 0).length,
      fromNetwork: stream.filter((entry) => entry.transferSize > 0).length,
    };
  } finally {
    await page.close();
  }
}
