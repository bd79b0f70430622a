// Media benchmark (npm run bench:media, after the build): the transcode pipeline against ffmpeg alone, HLS segments
// from storage against the same bytes as a static file, a tus upload against a disk copy, and the watch page's time
// to its first frame on a throttled link against the floor of fetching what a first frame needs. Each figure is a
// ratio to its reference measured in turns in the same run. Exits non-zero when a budget breaks.
// Method and figures: docs/performance-media.md.
import { cpSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pgliteTemplate } from '../tests/support/pgliteTemplate.ts';
import { DIST_DIR, startBuiltServer, type BuiltServer } from './catalog/builtServer.ts';
import { printBudgets, type BudgetCheck } from './load/report.ts';
import { median, medianRatio } from './media/alternate.ts';
import { LINK, measureFirstFrame, type FirstFrameFigures } from './media/firstFrame.ts';
import { editorToken, publishLadder } from './media/publish.ts';
import { distWithSegments, measureSegments, type SegmentPair, type SegmentRun } from './media/segments.ts';
import { SOURCE_SECONDS, syntheticSource } from './media/source.ts';
import { measureTranscode, type TranscodeFigures } from './media/transcode.ts';
import { measureUpload, type UploadFigures } from './media/upload.ts';

/** libx264's preset for the pipeline and the shell alike: ultrafast keeps four 1080p ladders within ~3 minutes on 2 cores. */
const PRESET = process.env.TRANSCODE_PRESET ?? 'ultrafast';
const TRANSCODE_ROUNDS = Number(process.env.MEDIA_TRANSCODE_ROUNDS ?? 2);
const UPLOAD_ROUNDS = 5;
const FIRST_FRAME_ROUNDS = 3;
const SEGMENT_ROUNDS = 3;
/** Viewers fetching segments at once. */
const CONNECTIONS = 20;

const BUDGET = {
  /** The pipeline's ladder against ffmpeg alone making it: at most this many times its time. */
  transcode: 1.1,
  /** A segment from storage: at least this share of the requests/s of the same bytes as a static file. */
  segments: 0.9,
  /** A tus upload: at least this share of the speed of a disk copy of the same file (decision 2622). */
  upload: 0.1,
  /** Time to first frame: at most this many times the floor. */
  firstFrame: 1.3,
};

const seconds = (values: number[]) => values.map((v) => v.toFixed(1)).join(', ');
const ms = (value: number) => `${value.toFixed(0)} ms`;
const load = () => loadavg().map((v) => v.toFixed(1)).join(' ');

function printTranscode(t: TranscodeFigures): void {
  const realtime = (values: number[]) => `${(median(values) / SOURCE_SECONDS).toFixed(2)}× the source's duration`;
  console.log(`\nTranscode: ${SOURCE_SECONDS} s of 1080p30 with sound, preset ${PRESET}, ${t.shell.length} rounds in turns (seconds)`);
  console.log(`  ours, the ladder (probe, one ffmpeg pass, each rendition measured): ${seconds(t.oursLadder)} = ${realtime(t.oursLadder)}`);
  console.log(`  ours in full (+ poster, storyboard, master playlist): ${seconds(t.oursFull)} = ${realtime(t.oursFull)}`);
  console.log(`  ffmpeg alone from the shell, the same ladder: ${seconds(t.shell)} = ${realtime(t.shell)}`);
  console.log(`  CPU (ffmpeg and ffprobe included), ours to the end of the ladder: ${seconds(t.cpu.oursLadder)}; the shell's: ${seconds(t.cpu.shell)}`);
  console.log(`  renditions' bytes: ours ${(t.bytes.ours / 1e6).toFixed(1)} MB, the shell's ${(t.bytes.shell / 1e6).toFixed(1)} MB`);
}

function printSegments(pairs: SegmentPair[]): void {
  console.log(`\nSegments: ${CONNECTIONS} connections, storage and the static file in turns (requests/s of each run)`);
  for (const { segment, bytes, ours, reference } of pairs) {
    const line = (runs: SegmentRun[]) => {
      const rps = median(runs.map((run) => run.rps));
      const cpu = (pick: (run: SegmentRun) => number) => median(runs.map(pick)).toFixed(0);
      return `${runs.map((run) => run.rps.toFixed(0)).join(', ')} (median ${((rps * bytes) / 1e6).toFixed(0)} MB/s, p99 ${Math.max(...runs.map((run) => run.p99Ms)).toFixed(0)} ms; CPU a request: server ${cpu((run) => run.serverCpu)} µs, client ${cpu((run) => run.clientCpu)} µs)`;
    };
    console.log(`  ${segment} (${(bytes / 1e3).toFixed(0)} KB): storage ${line(ours)}`);
    console.log(`  ${' '.repeat(segment.length + 10)}static ${line(reference)}`);
  }
}

function printUpload(u: UploadFigures): void {
  const rate = (values: number[]) => `${(u.bytes / 1e6 / median(values)).toFixed(0)} MB/s`;
  const tus = u.tus.map((run) => run.seconds);
  console.log(`\nUpload: ${(u.bytes / 1e6).toFixed(0)} MB, ${u.tus.length} rounds in turns (seconds)`);
  console.log(`  tus, 6 MiB chunks, as an editor: ${seconds(tus)} (median ${rate(tus)})`);
  for (const run of u.tus) {
    console.log(`    ${run.requests.length} PATCH requests, a median ${ms(median(run.requests) * 1000)} each; the last (its chunk, then the object written from the staged file) ${ms((run.requests.at(-1) ?? Number.NaN) * 1000)}`);
  }
  console.log(`  disk copy, as a stream: ${seconds(u.copy)} (median ${rate(u.copy)})`);
}

function printFirstFrame(f: FirstFrameFigures): void {
  console.log(`\nFirst frame: Chromium, ${LINK.bitsPerSecond / 1e6} Mbit/s, ${LINK.roundTripMs} ms round trip, in turns with the floor`);
  for (const [i, run] of f.runs.entries()) {
    const floor = f.floors[i];
    console.log(
      `  #${i + 1}: ${run.height}p shown first; from the master's request ${ms(run.frameAt - run.streamAt)}, from Play ${ms(run.frameAt - run.playAt)} (clicked ${ms(run.segmentAt - run.playAt)} before the segment arrived), from navigation ${ms(run.frameAt)}; floor (${floor?.rendition}) ${ms(floor?.ms ?? Number.NaN)}`,
    );
    console.log(`      the video's files fetched before it: ${run.fetched.join(', ')}`);
  }
}

function checks(t: TranscodeFigures, segments: SegmentPair[], u: UploadFigures, f: FirstFrameFigures): BudgetCheck[] {
  const transcode = medianRatio(t.oursLadder, t.shell);
  const upload = medianRatio(u.copy, u.tus.map((run) => run.seconds));
  const fromPlay = f.runs.map((run) => run.frameAt - run.playAt);
  const firstFrame = medianRatio(fromPlay, f.floors.map((floor) => floor.ms));
  return [
    {
      name: `transcode: the pipeline's ladder ≤ ${BUDGET.transcode}× ffmpeg alone (median of ${t.shell.length} rounds)`,
      ok: transcode <= BUDGET.transcode,
      detail: `${transcode.toFixed(2)}× (in full, with poster and storyboard: ${medianRatio(t.oursFull, t.shell).toFixed(2)}×; CPU ${medianRatio(t.cpu.oursLadder, t.cpu.shell).toFixed(2)}×)`,
    },
    ...segments.map(({ segment, ours, reference }) => {
      const ratio = medianRatio(ours.map((run) => run.rps), reference.map((run) => run.rps));
      const failed = [...ours, ...reference].reduce((sum, run) => sum + run.failed, 0);
      return {
        name: `segment ${segment} from storage ≥ ${BUDGET.segments}× the static file's requests/s (median of ${ours.length} rounds)`,
        ok: ratio >= BUDGET.segments && failed === 0,
        detail: `${ratio.toFixed(2)}×; ${failed} failed`,
      };
    }),
    {
      name: `tus upload ≥ ${BUDGET.upload}× a disk copy's speed (median of ${u.tus.length} rounds)`,
      ok: upload >= BUDGET.upload,
      detail: `${upload.toFixed(2)}×`,
    },
    {
      name: `first frame, from Play ≤ ${BUDGET.firstFrame}× the floor (median of ${f.runs.length} rounds)`,
      ok: firstFrame <= BUDGET.firstFrame,
      detail: `${firstFrame.toFixed(2)}×: ${fromPlay.map(ms).join(', ')} vs ${f.floors.map((floor) => `${ms(floor.ms)} (${floor.rendition})`).join(', ')}`,
    },
  ];
}

async function main(): Promise<void> {
  const started = Date.now();
  console.log(`Media benchmark: preset ${PRESET}; load average ${load()} (1, 5, 15 min)`);
  const source = await syntheticSource();
  const sourceBytes = statSync(source).size;
  console.log(`Source: ${source}, ${(sourceBytes / 1e6).toFixed(0)} MB`);
  const scratch = mkdtempSync(path.join(tmpdir(), 'bench-media-'));
  let server: BuiltServer | undefined;
  try {
    const transcode = await measureTranscode(source, path.join(scratch, 'transcode'), PRESET, TRANSCODE_ROUNDS);
    const { dir, renditions } = transcode.kept;
    const dataDir = path.join(scratch, 'db');
    cpSync(await pgliteTemplate(), dataDir, { recursive: true });
    server = await startBuiltServer({ dataDir }, distWithSegments(DIST_DIR, scratch, dir));
    const video = await publishLadder(server, dir, SOURCE_SECONDS);
    console.log(`Published ${video.masterUrl}; load average ${load()}`);
    const segments = await measureSegments(server, video, CONNECTIONS, SEGMENT_ROUNDS);
    const upload = await measureUpload(server, await editorToken(server), video.id, source, sourceBytes, scratch, UPLOAD_ROUNDS);
    console.log(`Segments and uploads measured; load average ${load()}`);
    const firstFrame = await measureFirstFrame(server.url, video, renditions, FIRST_FRAME_ROUNDS);
    printTranscode(transcode);
    printSegments(segments);
    printUpload(upload);
    printFirstFrame(firstFrame);
    const ok = printBudgets(checks(transcode, segments, upload, firstFrame));
    console.log(`\nTotal time ${((Date.now() - started) / 1000).toFixed(0)} s; load average ${load()}`);
    if (!ok) process.exitCode = 1;
  } finally {
    await server?.kill();
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
