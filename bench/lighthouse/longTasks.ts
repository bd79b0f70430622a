import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MainThreadTasks } from 'lighthouse/core/computed/main-thread-tasks.js';

/**
 * The longest tasks of each run kept by `LIGHTHOUSE_REPORT_DIR=dir npm run bench:lighthouse`, and what they are.
 * Usage: `tsx bench/lighthouse/longTasks.ts <dir> [file-prefix]` (`_-` for `/`). For each completed run it prints
 * - Lighthouse's own long tasks (the `long-tasks` audit: durations as simulated, 4× CPU, which TBT is made of) and the
 *   script blamed;
 * - the page's longest tasks as the trace recorded them (unthrottled): wall time, the main thread's CPU time in it
 *   (less than the wall time when the machine gave the thread no core), and the time by Lighthouse's kinds of work,
 *   with the trace events that took most: `EvaluateScript`/`v8.evaluateModule` is a script's or module's evaluation,
 *   `FunctionCall` a callback (React's scheduler: rendering and hydration), `UpdateLayoutTree`/`Layout` style and
 *   layout, a `RunTask` of its own the task's time in no traced event.
 */
const TOP = 5;
/** Lighthouse's simulated CPU slowdown, and the length past which a task blocks. */
const CPU_SLOWDOWN = 4;
const BLOCKING_MS = 50;
/** The trace's tasks that Lighthouse's slowdown makes long. */
const TRACE_MIN_MS = BLOCKING_MS / CPU_SLOWDOWN;

interface DebugTask {
  urlIndex: number;
  startTime: number;
  duration: number;
  [group: string]: number;
}
interface Report {
  requestedUrl: string;
  runtimeError?: { code: string };
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: { items?: { url: string; duration: number; startTime: number; observedFirstContentfulPaint?: number }[]; debugData?: { urls: string[]; tasks: DebugTask[] } };
    }
  >;
}
interface TaskNode {
  event: { name: string; tdur?: number };
  group: { label: string };
  children: TaskNode[];
  parent?: TaskNode;
  startTime: number;
  duration: number;
  selfTime: number;
  attributableURLs: string[];
}

const file = (url: string | undefined) => (url ? (url.split('/').pop() ?? url).replace(/\?.*$/, '') || url : '(none)');
const ms = (value: number) => `${Math.round(value)} ms`;

/** Self time over a task and all below it, by a key of each task node, largest first. */
function selfTimeBy(task: TaskNode, key: (node: TaskNode) => string, into = new Map<string, number>()): [string, number][] {
  into.set(key(task), (into.get(key(task)) ?? 0) + task.selfTime);
  for (const child of task.children) selfTimeBy(child, key, into);
  return [...into].sort((a, b) => b[1] - a[1]);
}

const listed = (entries: [string, number][], count: number) =>
  entries
    .filter(([, time]) => time >= 0.5)
    .slice(0, count)
    .map(([name, time]) => `${name} ${time.toFixed(0)}`)
    .join(', ');

function describeSimulated(report: Report): string[] {
  const debug = report.audits['long-tasks']?.details?.debugData;
  if (!debug || debug.tasks.length === 0) return ['    simulated: no task over 50 ms'];
  // The audit's time by kind of work is left out: as simulated, nearly all of it lands in "other".
  return [...debug.tasks]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, TOP)
    .map((task) => `    simulated ${ms(task.duration)} at ${ms(task.startTime)} · ${file(debug.urls[task.urlIndex])}`);
}

function describeTask(task: TaskNode): string {
  const cpu = task.event.tdur === undefined ? '' : `, ${ms(task.event.tdur / 1000)} on CPU`;
  const kinds = listed(selfTimeBy(task, (node) => node.group.label), 3);
  const events = listed(selfTimeBy(task, (node) => node.event.name), 4);
  return `${ms(task.duration)}${cpu} at ${ms(task.startTime)} · ${file(task.attributableURLs.at(-1))} · ${kinds} · ${events}`;
}

/**
 * The longest tasks by wall time (what Lighthouse multiplies), then the ones that kept the main thread busiest, and
 * the blocking time the tasks after the first contentful paint would add up to from their CPU time alone: what TBT
 * would read if the machine had given the page's thread a core whenever it asked (an estimate, not Lantern's graph).
 */
async function describeTrace(tracePath: string, firstPaintMs: number): Promise<string[]> {
  const trace = JSON.parse(readFileSync(tracePath, 'utf8')) as unknown;
  const tasks = (await MainThreadTasks.request(trace as never, { computedCache: new Map() } as never)) as unknown as TaskNode[];
  const top = tasks.filter((task) => !task.parent && task.duration >= TRACE_MIN_MS);
  const cpuBlocking = tasks
    .filter((task) => !task.parent && task.startTime >= firstPaintMs)
    .reduce((sum, task) => sum + Math.max(0, ((task.event.tdur ?? 0) / 1000) * CPU_SLOWDOWN - BLOCKING_MS), 0);
  const byWall = [...top].sort((a, b) => b.duration - a.duration).slice(0, TOP);
  const byCpu = [...top].sort((a, b) => (b.event.tdur ?? 0) - (a.event.tdur ?? 0)).slice(0, TOP);
  return [
    `    TBT from CPU time after the first paint (×${CPU_SLOWDOWN}): ${ms(cpuBlocking)}`,
    ...byWall.map((task) => `    trace, wall ${describeTask(task)}`),
    ...byCpu.map((task) => `    trace, CPU  ${describeTask(task)}`),
  ];
}

const [dir, prefix = ''] = process.argv.slice(2);
if (!dir) throw new Error('usage: tsx bench/lighthouse/longTasks.ts <LIGHTHOUSE_REPORT_DIR> [route-prefix]');
const reports = readdirSync(dir)
  .filter((name) => name.endsWith('.json') && !name.endsWith('.trace.json') && name.startsWith(prefix))
  .sort();
for (const name of reports) {
  const report = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Report;
  // A run Lighthouse could not complete (the bench ran it again) has no usable trace.
  if (report.runtimeError) continue;
  console.log(`${new URL(report.requestedUrl).pathname} (${name})`);
  for (const line of describeSimulated(report)) console.log(line);
  const firstPaintMs = report.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? 0;
  console.log(`    TBT as Lighthouse simulated it: ${ms(report.audits['total-blocking-time']?.numericValue ?? Number.NaN)}`);
  for (const line of await describeTrace(path.join(dir, name.replace(/\.json$/, '.trace.json')), firstPaintMs)) console.log(line);
}
