// Start-up benchmark (npm run bench:startup, after compiling the server): the server run through the
// tsx loader against the compiled one, in turns, in one run. Start-up is spawn → /healthz answers;
// memory is the peak resident set (VmHWM) of the server process and of any child it started (tsx's
// esbuild service), read once /healthz answers. Medians of RUNS starts each (docs/performance-startup.md).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const RUNS = Number(process.argv[2] ?? 7);
const root = path.resolve(import.meta.dirname, '..');

const variants = [
  { name: 'tsx server/main.ts', args: ['--import', 'tsx', 'server/main.ts'] },
  { name: 'node build/server/main.js', args: ['build/server/main.js'] },
];

if (!existsSync(path.join(root, 'build/server/main.js'))) {
  console.error('No compiled server in build/: run "npm run build:server" first (npm run bench:startup does).');
  process.exit(1);
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** VmHWM of a process in KiB, 0 once it is gone. */
function peakKib(pid: number): number {
  try {
    return Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

interface Sample {
  ms: number;
  serverMib: number;
  childrenMib: number;
}

async function startOnce(args: string[], dataDir: string, distDir: string): Promise<Sample> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), DATA_DIR: dataDir, DIST_DIR: distDir, LOG_LEVEL: 'warn', JWT_SECRET: 'x'.repeat(40) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const ms = performance.now() - started;
    const pid = child.pid as number;
    const childrenKib = childrenOf(pid).reduce((sum, id) => sum + peakKib(id), 0);
    return { ms, serverMib: peakKib(pid) / 1024, childrenMib: childrenKib / 1024 };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

const work = mkdtempSync(path.join(tmpdir(), 'bench-startup-'));
const distDir = path.join(work, 'dist');
mkdirSync(distDir);
writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><head><script id="app-config" type="application/json">{}</script></head><body></body></html>');
// One migrated embedded database per variant, made by a first start that is not counted.
const dataDirs = variants.map((_, i) => path.join(work, `data-${i}`));
try {
  for (const [i, variant] of variants.entries()) await startOnce(variant.args, dataDirs[i] as string, distDir);
  const samples = variants.map((): Sample[] => []);
  for (let run = 0; run < RUNS; run += 1) {
    for (const [i, variant] of variants.entries()) samples[i]?.push(await startOnce(variant.args, dataDirs[i] as string, distDir));
  }
  console.log(`\nStart-up, median of ${RUNS} starts each (PGlite, migrated; Node ${process.version})\n`);
  console.log('| server | spawn → /healthz (ms) | peak RSS, server (MiB) | peak RSS, its children (MiB) |');
  console.log('|---|---:|---:|---:|');
  for (const [i, variant] of variants.entries()) {
    const runs = samples[i] as Sample[];
    const cell = (pick: (s: Sample) => number) => median(runs.map(pick)).toFixed(0);
    console.log(`| \`${variant.name}\` | ${cell((s) => s.ms)} | ${cell((s) => s.serverMib)} | ${cell((s) => s.childrenMib)} |`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
