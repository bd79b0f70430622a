import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

describe('npm run worker', () => {
  it('without DATABASE_URL (PGlite) exits with a message saying why, before opening any database', async () => {
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/jobs/workerMain.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH, DATA_DIR: path.join(root, '.data-worker-never-created') },
    });
    const failure = (await run.catch((error: unknown) => error)) as { code: number; stderr: string };
    expect(failure.code).toBe(1);
    expect(failure.stderr).toMatch(/^npm run worker needs DATABASE_URL: without it the database is the embedded PGlite, which only the server's own process can open/);
  });
});
