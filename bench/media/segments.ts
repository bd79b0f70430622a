import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BuiltServer } from '../catalog/builtServer.ts';
import { startCpuMeter } from '../load/cpu.ts';
import { drain } from '../load/measure.ts';
import { alternate } from './alternate.ts';
import { getMany } from './getMany.ts';
import type { PublishedVideo } from './publish.ts';

/** The segments measured: the second of the smallest and of the largest rendition (the first is the shortest to make). */
const MEASURED_SEGMENTS = ['240p/seg_001.m4s', '1080p/seg_001.m4s'];
/** Where the same bytes lie in the site's static root. */
const STATIC_FOLDER = 'bench-media';
/** What a player's request sends in Chromium (hls.js's fetch and XHR alike). */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };
/** Bytes a run asks for: a few seconds of work, whatever the segment's size. */
const BYTES_PER_RUN = 400e6;

const staticName = (segment: string) => segment.replace('/', '-');

/**
 * dist/ as hard links (no copy of its bytes, the build's own folder left as built), plus the measured segments of
 * the pipeline's output in `mediaDir` as static files of the site.
 */
export function distWithSegments(distDir: string, into: string, mediaDir: string): string {
  const copy = path.join(into, 'dist');
  const linked = spawnSync('cp', ['-al', distDir, copy]);
  if (linked.status !== 0) throw new Error(`cp -al ${distDir}: ${linked.stderr.toString()}`);
  mkdirSync(path.join(copy, STATIC_FOLDER));
  for (const segment of MEASURED_SEGMENTS) copyFileSync(path.join(mediaDir, segment), path.join(copy, STATIC_FOLDER, staticName(segment)));
  return copy;
}

export interface SegmentRun {
  rps: number;
  p99Ms: number;
  failed: number;
  /** µs of CPU a request: the server process, and the bench's client. */
  serverCpu: number;
  clientCpu: number;
}

export interface SegmentPair {
  segment: string;
  bytes: number;
  ours: SegmentRun[];
  reference: SegmentRun[];
}

async function body(url: string): Promise<Buffer> {
  const response = await fetch(url, { headers: BROWSER_HEADERS });
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** One run of `amount` GETs on a drained server: requests/s over the run, and the CPU each request cost. */
export async function segmentRun(server: BuiltServer, url: string, connections: number, amount: number): Promise<SegmentRun> {
  await drain(server.url);
  const meter = startCpuMeter(server.pid, 'pglite');
  const run = await getMany(url, connections, amount, BROWSER_HEADERS);
  const cpu = meter(run.ok + run.failed);
  return { rps: run.ok / run.seconds, p99Ms: run.p99Ms, failed: run.failed, serverCpu: cpu.server, clientCpu: cpu.client ?? Number.NaN };
}

/**
 * Each measured segment from /storage/v1/object/public/media/… against the same bytes as a static file of the same
 * server, `connections` at once, `rounds` runs of each in turns.
 */
export async function measureSegments(server: BuiltServer, video: PublishedVideo, connections: number, rounds: number): Promise<SegmentPair[]> {
  const pairs: SegmentPair[] = [];
  for (const segment of MEASURED_SEGMENTS) {
    const stored = video.fileUrl(segment);
    const asStatic = `${server.url}/${STATIC_FOLDER}/${staticName(segment)}`;
    const [a, b] = await Promise.all([body(stored), body(asStatic)]);
    if (!a.equals(b)) throw new Error(`${asStatic} does not answer the bytes of ${stored}`);
    const amount = Math.max(connections, Math.round(BYTES_PER_RUN / a.length));
    const { a: ours, b: reference } = await alternate(
      rounds,
      () => segmentRun(server, stored, connections, amount),
      () => segmentRun(server, asStatic, connections, amount),
    );
    pairs.push({ segment, bytes: a.length, ours, reference });
  }
  return pairs;
}
