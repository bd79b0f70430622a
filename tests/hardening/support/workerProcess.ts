import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

export interface WorkerProcess {
  output(): string;
  exited: Promise<number | null>;
  /** SIGKILL to the worker and every process it started (its ffmpeg): a machine that dies. */
  killHard(): Promise<void>;
  stop(): Promise<void>;
}

/** `npm run worker`'s entry through tsx, in a process group of its own, ready when it prints its Worker line. */
export async function startWorkerProcess(env: NodeJS.ProcessEnv): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/jobs/workerMain.ts'], { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker did not start in 60 s:\n${log}`)), 60_000);
    child.stdout.on('data', () => {
      if (/Worker\s+\d/.test(log)) {
        clearTimeout(timer);
        resolve();
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`worker exited with ${code}:\n${log}`));
    });
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    output: () => log,
    exited,
    async killHard() {
      if (running()) process.kill(-(child.pid as number), 'SIGKILL');
      await exited;
    },
    async stop() {
      if (running()) child.kill('SIGTERM');
      await exited;
    },
  };
}
