import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_API_MAX_ROWS, publicPages } from '../../../server/pages/publicPages.ts';
import { startServer, type TestServer } from '../support/server.ts';

const EXTRA = DATA_API_MAX_ROWS + 100;

describe('the public pages of a catalog longer than one answer of the data API', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer();
    const rows = Array.from({ length: EXTRA }, (_, i) => ({ id: `many-${i}`, title: `Many ${i}`, teacher_id: 'amara-okafor', published_at: new Date(Date.UTC(2020, 0, 1, 0, 0, i)).toISOString() }));
    const { error } = await server.admin().from('videos').insert(rows);
    expect(error).toBeNull();
  });

  afterAll(async () => {
    await server?.close();
  });

  it('lists every published video, a page of the data API at a time, each once', async () => {
    const pages = await publicPages({ fetch, restUrl: `${server.url}/rest/v1`, anonKey: server.anonKey });
    const videos = pages.filter((page) => page.path.startsWith('/video/')).map((page) => page.path);
    expect(videos.length).toBeGreaterThan(EXTRA);
    expect(new Set(videos).size).toBe(videos.length);
    for (const i of [0, DATA_API_MAX_ROWS, EXTRA - 1]) expect(videos, String(i)).toContain(`/video/many-${i}`);
  });
});
