// Offline benchmark (npm run bench:offline, after the build): on the product's own server, in Chromium with the app
// installed and a member signed in, a downloaded video's start offline against the same rendition's start online
// from a warm HTTP cache, and a download's throughput against plain fetches of the same files; each in turns with
// its reference in the same run. Exits non-zero when a budget breaks. Method and figures: docs/performance-offline.md.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { pgliteTemplate } from '../tests/support/pgliteTemplate.ts';
import { startBuiltServer, type BuiltServer } from './catalog/builtServer.ts';
import { printBudgets, type BudgetCheck } from './load/report.ts';
import { median, medianRatio, alternate } from './media/alternate.ts';
import { publishLadder } from './media/publish.ts';
import { downloadRun, MEMBER_PASSWORD, plainFetchRun, removeDownload, signedInDevice, startRun, type StartRun, type Transfer } from './offline/device.ts';
import { benchVideoDir, bytesOf, downloadedFiles, RENDITION, VIDEO_SECONDS } from './offline/video.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TITLE = 'Offline bench: two minutes of light';
const DOWNLOAD_ROUNDS = 5;
const START_ROUNDS = Number(process.env.OFFLINE_START_ROUNDS ?? 15);

const BUDGET = {
  /** Time to first frame offline, from Play: at most this many times the online start from a warm HTTP cache. */
  start: 1.0,
  /** A download's bytes per second: at least this share of plain fetches' of the same files. */
  throughput: 0.8,
};

const load = () => loadavg().map((v) => v.toFixed(1)).join(' ');
const ms = (value: number) => `${value.toFixed(0)} ms`;
const rate = (transfer: Transfer) => transfer.bytes / 1e6 / (transfer.ms / 1000);
const rates = (transfers: Transfer[]) => transfers.map((transfer) => `${rate(transfer).toFixed(1)}`).join(', ');

/** A confirmed member made by the auth admin API with the service key. */
async function newMember(server: BuiltServer): Promise<string> {
  const email = `bench-offline-${Date.now().toString(36)}@example.com`;
  const response = await fetch(`${server.url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { apikey: server.serviceKey, authorization: `Bearer ${server.serviceKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: MEMBER_PASSWORD, email_confirm: true }),
  });
  if (!response.ok) throw new Error(`making the member: ${response.status} ${await response.text()}`);
  return email;
}

function printDownloads(engine: Transfer[], plain: Transfer[]): void {
  const megabytes = (engine[0]?.bytes ?? 0) / 1e6;
  console.log(`\nDownload: "Standard" (${RENDITION}, ${VIDEO_SECONDS} s, ${megabytes.toFixed(1)} MB as the ledger counts it), unthrottled, an empty HTTP cache each run, in turns (MB/s)`);
  console.log(`  the app, from the click on Standard to "complete" in the ledger: ${rates(engine)} (${engine.map((t) => ms(t.ms)).join(', ')})`);
  console.log(`  plain fetch() of the same files, three at a time, bodies read: ${rates(plain)} (${plain.map((t) => ms(t.ms)).join(', ')}; ${((plain[0]?.bytes ?? 0) / 1e6).toFixed(1)} MB)`);
}

function printStarts(offline: StartRun[], online: StartRun[]): void {
  console.log(`\nStart: the watch page, Play clicked as soon as the app owns it, in turns (ms from Play to the first frame; from navigation in brackets)`);
  const line = (runs: StartRun[]) => runs.map((run) => `${ms(run.fromPlay)} (${ms(run.fromNavigation)})`).join(', ');
  const segment = (runs: StartRun[]) =>
    `the first segment in hand a median ${ms(median(runs.map((run) => run.segmentFromPlay)))} after Play, its fetch ${ms(median(runs.map((run) => run.segmentFetch)))}`;
  console.log(`  offline, from the download: ${line(offline)}`);
  console.log(`    ${offline[0]?.height}p; ${segment(offline)}; ${offline.map((run) => run.fromDevice).join('/')} files from the device`);
  console.log(`  online, warm HTTP cache: ${line(online)}`);
  console.log(`    ${online[0]?.height}p; ${segment(online)}; files from the HTTP cache ${online.map((run) => run.fromHttpCache).join('/')}, from the network ${online.map((run) => run.fromNetwork).join('/')}`);
}

function checks(engine: Transfer[], plain: Transfer[], offline: StartRun[], online: StartRun[]): BudgetCheck[] {
  const start = medianRatio(
    offline.map((run) => run.fromPlay),
    online.map((run) => run.fromPlay),
  );
  const throughput = medianRatio(engine.map(rate), plain.map(rate));
  const sameRendition = [...offline, ...online].every((run) => run.height === offline[0]?.height);
  const fromDevice = offline.every((run) => run.fromDevice > 0 && run.fromNetwork === 0);
  return [
    {
      name: `offline start ≤ ${BUDGET.start}× the online start from a warm HTTP cache, from Play (median of ${offline.length} rounds)`,
      ok: start <= BUDGET.start && sameRendition && fromDevice,
      detail: `${start.toFixed(2)}× (medians ${ms(median(offline.map((run) => run.fromPlay)))} and ${ms(median(online.map((run) => run.fromPlay)))})${sameRendition ? '' : '; the renditions differ'}${fromDevice ? '' : '; not played from the device'}`,
    },
    {
      name: `download ≥ ${BUDGET.throughput}× plain fetches' bytes per second (median of ${engine.length} rounds)`,
      ok: throughput >= BUDGET.throughput,
      detail: `${throughput.toFixed(2)}× (medians ${median(engine.map(rate)).toFixed(1)} and ${median(plain.map(rate)).toFixed(1)} MB/s)`,
    },
  ];
}

async function main(): Promise<void> {
  const started = Date.now();
  console.log(`Offline benchmark; load average ${load()} (1, 5, 15 min)`);
  const media = await benchVideoDir();
  const files = downloadedFiles(media);
  console.log(`The video: ${media}, ${files.length} files a download, ${(bytesOf(media, files) / 1e6).toFixed(1)} MB`);
  const scratch = mkdtempSync(path.join(tmpdir(), 'bench-offline-'));
  let server: BuiltServer | undefined;
  let browser: Browser | undefined;
  try {
    const dataDir = path.join(scratch, 'db');
    cpSync(await pgliteTemplate(), dataDir, { recursive: true });
    server = await startBuiltServer({ dataDir });
    const origin = server.url;
    const video = await publishLadder(server, media, VIDEO_SECONDS, TITLE);
    const email = await newMember(server);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
    // The member's phone, which downloads; and the same member on another profile, which never does.
    const device = await signedInDevice(browser, origin, email);
    const other = await signedInDevice(browser, origin, email);
    console.log(`Published ${video.masterUrl}; the member signed in on two profiles; load average ${load()}`);

    const urls = files.map((file) => video.fileUrl(file));
    const downloads = await alternate(
      DOWNLOAD_ROUNDS,
      async (round) => {
        if (round > 0) await removeDownload(device, origin, TITLE);
        return downloadRun(device, origin, video.id);
      },
      () => plainFetchRun(device, origin, video.id, urls),
    );

    const watchUrl = `${origin}/video/${video.id}`;
    const streamFolder = new URL(video.fileUrl('')).pathname;
    // The reference's HTTP cache warmed by a first start, not counted.
    await startRun(other, watchUrl, streamFolder);
    await device.setOffline(true);
    const starts = await alternate(
      START_ROUNDS,
      () => startRun(device, watchUrl, streamFolder),
      () => startRun(other, watchUrl, streamFolder),
    );

    printDownloads(downloads.a, downloads.b);
    printStarts(starts.a, starts.b);
    const ok = printBudgets(checks(downloads.a, downloads.b, starts.a, starts.b));
    console.log(`\nTotal time ${((Date.now() - started) / 1000).toFixed(0)} s; load average ${load()}`);
    if (!ok) process.exitCode = 1;
  } finally {
    await browser?.close();
    await server?.kill();
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
