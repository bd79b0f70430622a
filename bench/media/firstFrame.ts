import { chromium, type Browser, type Page } from '@playwright/test';
import { INIT_SEGMENT, PLAYLIST } from '../../server/jobs/transcode/encode.ts';
import type { RenditionInfo } from '../../server/jobs/transcode/renditionInfo.ts';
import { appStarted } from '../../tests/e2e/support/hydration.ts';
import { alternate } from './alternate.ts';
import type { PublishedVideo } from './publish.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The throttled connection: 4 Mbit/s each way, 100 ms from a request to its answer's first byte. */
export const LINK = { bitsPerSecond: 4_000_000, roundTripMs: 100 };
const FIRST_SEGMENT = 'seg_000.m4s';
const STREAM_TIMEOUT_MS = 90_000;

/** One run on the watch page. Times are ms on the page's clock (0 = navigation start). */
export interface FirstFrameRun {
  /** The first frame presented (requestVideoFrameCallback's presentationTime). */
  frameAt: number;
  /** The master playlist's request started: the player asking for the stream. */
  streamAt: number;
  /** The video's play event (Play clicked). */
  playAt: number;
  /** The first media segment arrived (the last one to end before the first frame). */
  segmentAt: number;
  /** The first frame's height: the rendition shown first. */
  height: number;
  /** The stream's files fetched before the first frame, in order, relative to the version's folder. */
  fetched: string[];
}

export interface FloorRun {
  rendition: string;
  ms: number;
}

/** What the page notes (window.benchFirstFrame): the first play event, and the next frame presented after it. */
export interface FrameState {
  playAt: number;
  frameAt: number;
  height: number;
}
export type Watched = { benchFirstFrame: FrameState };

/**
 * Runs in the page before its scripts: notes the first play event of a <video> and asks for the next frame it
 * presents, with its time and height.
 */
export function watchFirstFrame(): void {
  const state: FrameState = { playAt: 0, frameAt: 0, height: 0 };
  Object.assign(window, { benchFirstFrame: state });
  document.addEventListener(
    'play',
    (event) => {
      const video = event.target;
      if (!(video instanceof HTMLVideoElement) || state.playAt) return;
      state.playAt = performance.now();
      video.requestVideoFrameCallback((_now, metadata) => {
        state.frameAt = metadata.presentationTime;
        state.height = metadata.height;
      });
    },
    true,
  );
}

/** A fresh context (no cache, no service worker) and page on the throttled link. */
async function throttledPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 720 } });
  await context.addInitScript(watchFirstFrame);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const bytesPerSecond = LINK.bitsPerSecond / 8;
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: LINK.roundTripMs, downloadThroughput: bytesPerSecond, uploadThroughput: bytesPerSecond });
  return page;
}

/** Opens the watch page, clicks Play as soon as the app owns the page, and waits for the first frame. */
async function firstFrameRun(browser: Browser, watchUrl: string, video: PublishedVideo): Promise<FirstFrameRun> {
  const page = await throttledPage(browser);
  try {
    await page.goto(watchUrl, { waitUntil: 'commit' });
    await page.waitForFunction(() => document.readyState !== 'loading');
    const deadline = Date.now() + STREAM_TIMEOUT_MS;
    while (!(await appStarted(page))) {
      if (Date.now() > deadline) throw new Error(`${watchUrl}: the app did not start`);
      await page.waitForTimeout(20);
    }
    await page.getByRole('group', { name: /^Video player/ }).getByRole('button', { name: 'Play', exact: true }).click();
    await page.waitForFunction(() => (window as unknown as Watched).benchFirstFrame.frameAt > 0, undefined, { timeout: STREAM_TIMEOUT_MS });
    const folder = video.fileUrl('');
    const { state, resources } = await page.evaluate(() => ({
      state: (window as unknown as Watched).benchFirstFrame,
      resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(({ name, startTime, responseEnd }) => ({ name, startTime, responseEnd })),
    }));
    const stream = resources.filter((entry) => entry.name.startsWith(folder) && entry.startTime <= state.frameAt);
    const master = stream.find((entry) => entry.name === video.masterUrl);
    const segment = stream.filter((entry) => entry.name.endsWith('.m4s') && entry.responseEnd <= state.frameAt).at(-1);
    if (!master || !segment) throw new Error(`${watchUrl}: no master playlist or no segment fetched before the first frame`);
    // Had the click come after the segment, the run would time the click, not the stream.
    if (state.playAt >= segment.responseEnd) throw new Error(`${watchUrl}: Play was clicked after the first segment had arrived`);
    return { ...state, streamAt: master.startTime, segmentAt: segment.responseEnd, fetched: stream.map((entry) => entry.name.slice(folder.length)) };
  } finally {
    await page.context().close();
  }
}

/**
 * The rendition the floor fetches: the one shown first, unless its peak rate exceeds the link, when it is the
 * highest that fits (so a first rendition too high for the connection costs what it costs).
 */
function floorRendition(renditions: readonly RenditionInfo[], shownHeight: number): string {
  const video = renditions.filter((r) => r.height !== undefined).sort((a, b) => (a.height ?? 0) - (b.height ?? 0));
  const shown = video.find((r) => r.height === shownHeight);
  if (shown && shown.peakBandwidth <= LINK.bitsPerSecond) return shown.name;
  const fitting = video.filter((r) => r.peakBandwidth <= LINK.bitsPerSecond).at(-1) ?? video[0];
  if (!fitting) throw new Error('the stream has no video rendition');
  return fitting.name;
}

/** The floor: the master, the rendition's playlist, its init segment and first segment, one after the other, on the throttled link. */
async function floorRun(browser: Browser, origin: string, video: PublishedVideo, rendition: string): Promise<FloorRun> {
  const page = await throttledPage(browser);
  try {
    await page.goto(`${origin}/robots.txt`);
    const urls = [video.masterUrl, ...[PLAYLIST, INIT_SEGMENT, FIRST_SEGMENT].map((file) => video.fileUrl(`${rendition}/${file}`))];
    const ms = await page.evaluate(async (list) => {
      const started = performance.now();
      for (const url of list) {
        const response = await fetch(url, { cache: 'no-store' });
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        await response.arrayBuffer();
      }
      return performance.now() - started;
    }, urls);
    return { rendition, ms };
  } finally {
    await page.context().close();
  }
}

export interface FirstFrameFigures {
  runs: FirstFrameRun[];
  floors: FloorRun[];
}

/**
 * In Debian's Chromium on the throttled link, in turns: the watch page's time to its first frame, then the floor
 * for the rendition it showed first, `rounds` of each.
 */
export async function measureFirstFrame(origin: string, video: PublishedVideo, renditions: readonly RenditionInfo[], rounds: number): Promise<FirstFrameFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  try {
    const watchUrl = `${origin}/video/${video.id}`;
    const { a: runs, b: floors } = await alternate(
      rounds,
      () => firstFrameRun(browser, watchUrl, video),
      (_round, run) => floorRun(browser, origin, video, floorRendition(renditions, run.height)),
    );
    return { runs, floors };
  } finally {
    await browser.close();
  }
}
