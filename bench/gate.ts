// Gate benchmark (npm run bench:gate, after the build): a premium video's segments through the playback gate (its
// token checked on every request) against the same segments of the same stored video at its public URL, in turns
// in the same run, on the product's own server. Exits non-zero when the budget breaks. Figures: docs/premium.md.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pgliteTemplate } from '../tests/support/pgliteTemplate.ts';
import { startBuiltServer, type BuiltServer } from './catalog/builtServer.ts';
import { printBudgets } from './load/report.ts';
import { alternate, median, medianRatio } from './media/alternate.ts';
import { editorToken, publishLadder } from './media/publish.ts';
import { segmentRun } from './media/segments.ts';

/** A sample clip as the pipeline made it (docs/media.md): real segments, 240p to 720p. */
const LADDER = path.join(import.meta.dirname, '..', 'public', 'media', 'hls', 'cosmos');
const SEGMENTS = ['240p/seg_001.m4s', '720p/seg_001.m4s'];
const CONNECTIONS = 20;
const ROUNDS = 3;
const BYTES_PER_RUN = 200e6;
/** Gated requests/s: at least this share of the public URL's for the same bytes. */
const BUDGET = 0.9;

async function json(response: Response, what: string): Promise<Record<string, unknown>> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** Marks the video premium or free, with the service key. */
async function setPremium(server: BuiltServer, id: string, isPremium: boolean): Promise<void> {
  const headers = { apikey: server.serviceKey, authorization: `Bearer ${server.serviceKey}`, 'content-type': 'application/json' };
  const response = await fetch(`${server.url}/rest/v1/videos?id=eq.${id}`, { method: 'PATCH', headers, body: JSON.stringify({ is_premium: isPremium }) });
  if (!response.ok) throw new Error(`marking ${id}: ${response.status}`);
}

/**
 * The video's gate URL for an editor (the whole video): asked while it is premium. It is then made free again, so
 * its public URL answers the same bytes and both can be measured in turns; the token stays good for 4 hours.
 */
async function gateUrl(server: BuiltServer, id: string): Promise<string> {
  await setPremium(server, id, true);
  const token = await editorToken(server);
  const answer = await json(
    await fetch(`${server.url}/functions/v1/playback`, {
      method: 'POST',
      headers: { apikey: server.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ videoId: id }),
    }),
    'asking for playback',
  );
  await setPremium(server, id, false);
  return `${server.url}${String(answer.url)}`;
}

async function bytesOf(url: string): Promise<Buffer> {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

async function main(): Promise<void> {
  console.log(`Gate benchmark; load average ${loadavg().map((v) => v.toFixed(1)).join(' ')}`);
  const scratch = mkdtempSync(path.join(tmpdir(), 'bench-gate-'));
  let server: BuiltServer | undefined;
  try {
    const dataDir = path.join(scratch, 'db');
    cpSync(await pgliteTemplate(), dataDir, { recursive: true });
    server = await startBuiltServer({ dataDir });
    const video = await publishLadder(server, LADDER, 24);
    const master = await gateUrl(server, video.id);
    const checks = [];
    console.log(`\nSegments: ${CONNECTIONS} connections, the gate and the public URL in turns (requests/s of each run)`);
    for (const segment of SEGMENTS) {
      const gated = master.replace(/[^/]+$/, segment);
      const open = video.fileUrl(segment);
      const [a, b] = await Promise.all([bytesOf(gated), bytesOf(open)]);
      if (!a.equals(b)) throw new Error(`${gated} does not answer the bytes of ${open}`);
      const amount = Math.max(CONNECTIONS, Math.round(BYTES_PER_RUN / a.length));
      const runs = await alternate(
        ROUNDS,
        () => segmentRun(server as BuiltServer, gated, CONNECTIONS, amount),
        () => segmentRun(server as BuiltServer, open, CONNECTIONS, amount),
      );
      const rps = (list: typeof runs.a) => list.map((run) => run.rps);
      const ratio = medianRatio(rps(runs.a), rps(runs.b));
      const failed = [...runs.a, ...runs.b].reduce((sum, run) => sum + run.failed, 0);
      console.log(`  ${segment} (${(a.length / 1e3).toFixed(0)} KB): gate ${rps(runs.a).map((v) => v.toFixed(0)).join(', ')}; public ${rps(runs.b).map((v) => v.toFixed(0)).join(', ')}`);
      console.log(`    server CPU a request: gate ${median(runs.a.map((run) => run.serverCpu)).toFixed(0)} µs, public ${median(runs.b.map((run) => run.serverCpu)).toFixed(0)} µs`);
      checks.push({ name: `${segment} through the gate ≥ ${BUDGET}× the public URL's requests/s`, ok: ratio >= BUDGET && failed === 0, detail: `${ratio.toFixed(2)}×, ${failed} failed` });
    }
    if (!printBudgets(checks)) process.exitCode = 1;
  } finally {
    await server?.kill();
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
