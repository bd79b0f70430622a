import { spawn } from 'node:child_process';

export const FFMPEG = '/usr/bin/ffmpeg';
export const FFPROBE = '/usr/bin/ffprobe';

export interface RunOptions {
  signal?: AbortSignal;
  /** Each line the program writes to stdout, as it comes. */
  onLine?: (line: string) => void;
}

/** A program's failure, with the end of what it wrote to stderr. */
export class ToolError extends Error {
  constructor(
    readonly program: string,
    readonly code: number | null,
    readonly stderr: string,
  ) {
    super(`${program} exited with ${code}: ${stderr.trim().split('\n').slice(-3).join(' | ')}`);
    this.name = 'ToolError';
  }
}

/** Runs `program` with `args` (no shell) and resolves to its stdout; rejects with a ToolError when it fails. */
export function run(program: string, args: string[], { signal, onLine }: RunOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'], signal });
    let stdout = '';
    let pending = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      if (!onLine) return;
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      lines.forEach(onLine);
    });
    // Only the tail is kept: ffmpeg can write a lot over a long encode.
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-8000)));
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve(stdout) : reject(new ToolError(program, code, stderr))));
  });
}
