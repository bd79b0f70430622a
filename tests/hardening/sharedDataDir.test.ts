import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSite, pgliteDataDir, startProcess, type ServerProcess, type Site } from './support/serverProcess.ts';

/** PGlite takes no lock of its own: two servers on one DATA_DIR would each lose the other's writes (decision 2509). */
describe('two servers on one embedded database', () => {
  let site: Site;
  let dataDir: string;
  let first: ServerProcess | undefined;

  beforeAll(async () => {
    site = makeSite();
    dataDir = await pgliteDataDir(site);
  }, 60_000);

  afterAll(async () => {
    await first?.kill();
    site?.cleanup();
  });

  it('the second exits 1 with one sentence naming the first, which keeps serving', async () => {
    first = await startProcess({ site, dataDir });
    const second = await startProcess({ site, dataDir }).then(
      () => new Error('the second server started'),
      (error: unknown) => error as Error,
    );
    const expected = `server exited with 1 before listening:\nThe embedded database in ${path.join(dataDir, 'pgdata')} is in use by process ${first.pid}: PGlite allows one process at a time.\n`;
    expect(second.message).toBe(expected);
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
  }, 180_000);
});
