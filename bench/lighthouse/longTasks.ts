import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MainThreadTasks } from 'lighthouse/core/computed/main-thread-tasks.js';

/**
 * The longest tasks of each run kept by `LIGHTHOUSE_REPORT_DIR=dir npm run bench:lighthouse`, and what they are.
 * Usage: `tsx bench/lighthouse/longTasks.ts <dir> [route-prefix]`. For each run it prints
 * - Lighthouse's own long tasks (the `long-tasks` audit: durations as simulated, 4× CPU, which TBT is made of), with
 *   the simulated time in each kind of work (script evaluation, style & layout, parsing…) and the script blamed;
 * - the same page's longest tasks as the trace recorded them (unthrottled), with the trace events that took the time:
 *   `EvaluateScript`/`v8.evaluateModule` is a script's or module's evaluation, `FunctionCall` a callback (React's
 *   scheduler: rendering and hydration), `UpdateLayoutTree`/`Layout` style and layout.
 */
const TOP = 5;
/** The trace's tasks that Lighthouse's 4× slowdown makes long (over 50 ms). */
const TRACE_MIN_MS = 12.5;

interface DebugTask {
  urlIndex: number;
  startTime: number;
  duration: number;
  [group: string]: number;
}
interface Report {
  requestedUrl: string;
  audits: Record<string, { details?: { items?: { url: string; duration: number; startTime: number }[]; debugData?: { urls: string[]; tasks: DebugTask[] } } }>;
}
interface TaskNode {
  event: { name: string };
  children: TaskNode[];
  parent?: TaskNode;
  startTime: number;
  duration: number;
  selfTime: number;
  attributableURLs: string[];
}

const file = (url: string | undefined) => (url ? (url.split('/').pop() ?? url).replace(/\?.*$/, '') || url : '(none)');
const ms = (value: number) => `${Math.round(value)} ms`;

/** Self time by trace event name over a task and all below it, largest first. */
function selfTimeByEvent(task: TaskNode, into = new Map<string, number>()): Map<string, number> {
  into.set(task.event.name, (into.get(task.event.name) ?? 0) + task.selfTime);
  for (const child of task.children) selfTimeByEvent(child, into);
  return into;
}

function describeSimulated(report: Report): string[] {
  const debug = report.audits['long-tasks']?.details?.debugData;
  if (!debug || debug.tasks.length === 0) return ['    simulated: no task over 50 ms'];
  return [...debug.tasks]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, TOP)
    .map((task) => {
      const groups = Object.entries(task)
        .filter(([key]) => !['urlIndex', 'startTime', 'duration'].includes(key))
        .sort((a, b) => b[1] - a[1])
        .map(([group, time]) => `${group} ${ms(time)}`)
        .join(', ');
      return `    simulated ${ms(task.duration)} at ${ms(task.startTime)} · ${file(debug.urls[task.urlIndex])} · ${groups}`;
    });
}

async function describeTrace(tracePath: string): Promise<string[]> {
  const trace = JSON.parse(readFileSync(tracePath, 'utf8')) as unknown;
  const tasks = (await MainThreadTasks.request(trace as never, { computedCache: new Map() } as never)) as unknown as TaskNode[];
  return tasks
    .filter((task) => !task.parent && task.duration >= TRACE_MIN_MS)
    .sort((a, b) => b.duration - a.duration)
    .slice(0, TOP)
    .map((task) => {
      const events = [...selfTimeByEvent(task)]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([name, time]) => `${name} ${time.toFixed(1)}`)
        .join(', ');
      return `    trace ${task.duration.toFixed(1)} ms at ${ms(task.startTime)} · ${file(task.attributableURLs.at(-1))} · ${events}`;
    });
}

const [dir, prefix = ''] = process.argv.slice(2);
if (!dir) throw new Error('usage: tsx bench/lighthouse/longTasks.ts <LIGHTHOUSE_REPORT_DIR> [route-prefix]');
const reports = readdirSync(dir)
  .filter((name) => name.endsWith('.json') && !name.endsWith('.trace.json') && name.startsWith(prefix))
  .sort();
for (const name of reports) {
  const report = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Report;
  console.log(`${new URL(report.requestedUrl).pathname} (${name})`);
  for (const line of describeSimulated(report)) console.log(line);
  for (const line of await describeTrace(path.join(dir, name.replace(/\.json$/, '.trace.json')))) console.log(line);
}
