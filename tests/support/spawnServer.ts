import { spawn } from 'node:child_process';

export interface SpawnedServer {
  /** The site's address, as the server prints it once it listens. */
  url: string;
  pid: number;
  /** stdout and stderr so far, for failure messages. */
  output(): string;
  /** Resolves with the exit code when the process has exited. */
  exited: Promise<number | null>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * A server entry point (`server/main.ts` through tsx, or the compiled `build/server/main.js`) as its own OS
 * process with `env` alone, ready when it prints its `Site` address.
 */
export async function spawnServer(args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number }): Promise<SpawnedServer> {
  const child = spawn(process.execPath, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in ${options.timeoutMs / 1000} s:\n${log}`)), options.timeoutMs);
    child.stdout.on('data', () => {
      const match = /Site\s+(http:\/\/[\d.]+:\d+)/.exec(log);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${log}`));
    });
  });
  return {
    url,
    pid: child.pid as number,
    output: () => log,
    exited,
    async kill(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
