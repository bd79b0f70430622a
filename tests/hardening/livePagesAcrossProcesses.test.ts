import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_BASE_URL, scratchDatabase, type ScratchDatabase } from '../support/databases.ts';
import { installFakeRenderer } from '../support/fakeRenderer.ts';
import { makeSite, startProcess, type ServerProcess, type Site } from './support/serverProcess.ts';

/** Publish-to-visible budget, polled. */
const LIVE_WITHIN_MS = 5_000;

// PostgreSQL only: two processes cannot share an embedded PGlite directory (one holds its lock), so the
// cross-process path needs a database server; CI sets TEST_DATABASE_URL, and PGlite's own path is in livePages.test.ts.
describe.skipIf(!POSTGRES_BASE_URL)('a catalog change through one server process shows on another (PostgreSQL LISTEN/NOTIFY)', () => {
  let site: Site;
  let database: ScratchDatabase;
  let one: ServerProcess;
  let other: ServerProcess;
  const title = async (server: ServerProcess, id: string) => {
    const response = await fetch(`${server.url}/video/${id}`);
    return { status: response.status, h1: /<h1>([^<]*)<\/h1>/.exec(await response.text())?.[1] };
  };
  const patch = (id: string, body: object) =>
    fetch(`${one.url}/rest/v1/videos?id=eq.${id}`, {
      method: 'PATCH',
      headers: { apikey: one.serviceKey, authorization: `Bearer ${one.serviceKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    site = makeSite();
    installFakeRenderer(site.distDir);
    database = await scratchDatabase('live_pages');
    one = await startProcess({ site, databaseUrl: database.url });
    other = await startProcess({ site, databaseUrl: database.url });
  }, 120_000);

  afterAll(async () => {
    await one?.kill();
    await other?.kill();
    await database?.drop();
    site?.cleanup();
  });

  it('a new title, then an unpublish, each within 5 s on the process that did not make it', async () => {
    expect(await title(other, 'morning-stillness')).toEqual({ status: 200, h1: 'Morning Stillness' });
    expect((await patch('morning-stillness', { title: 'Morning Stillness, Renewed' })).status).toBe(204);
    await expect.poll(async () => (await title(other, 'morning-stillness')).h1, { timeout: LIVE_WITHIN_MS, interval: 100 }).toBe('Morning Stillness, Renewed');
    expect((await patch('morning-stillness', { published_at: null })).status).toBe(204);
    await expect.poll(async () => (await title(other, 'morning-stillness')).status, { timeout: LIVE_WITHIN_MS, interval: 100 }).toBe(404);
    expect((await title(one, 'morning-stillness')).status).toBe(404);
  });
});
