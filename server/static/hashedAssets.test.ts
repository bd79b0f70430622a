import { rmSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSite, type TestSite } from '../../tests/api/support/staticSite.ts';

const INDEX = '<!doctype html><html><head><script id="app-config" type="application/json">{}</script></head><body><div id="root"></div></body></html>';
const SCRIPT = 'export const answer = 42;'.repeat(50);

let site: TestSite;
let app: FastifyInstance;

beforeAll(async () => {
  site = await startTestSite({
    'index.html': INDEX,
    'assets/app-9c1d2e.js': SCRIPT,
    'assets/app-9c1d2e.js.br': brotliCompressSync(SCRIPT),
    'assets/notes-77aa.txt': 'a kind not held in memory',
  });
  app = site.app;
  // Gone from disk after start-up: what is answered now comes from memory.
  for (const name of ['app-9c1d2e.js', 'app-9c1d2e.js.br']) rmSync(path.join(site.dir, 'dist', 'assets', name));
});

afterAll(() => site.close());

describe('hashed assets, from memory', () => {
  it('answers from what was read at start-up, brotli when accepted, with the headers @fastify/static sends', async () => {
    const res = await app.inject({ url: '/assets/app-9c1d2e.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.headers.etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('answers identity when brotli is not accepted and there is no gzip file', async () => {
    const res = await app.inject({ url: '/assets/app-9c1d2e.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
  });

  it('answers 304 to a matching If-None-Match, per encoding', async () => {
    const first = await app.inject({ url: '/assets/app-9c1d2e.js', headers: { 'accept-encoding': 'br' } });
    const again = await app.inject({ url: '/assets/app-9c1d2e.js', headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    const otherEncoding = await app.inject({ url: '/assets/app-9c1d2e.js', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(otherEncoding.statusCode).toBe(200);
  });

  it('serves a file of another kind from disk, and a missing one as 404', async () => {
    const notes = await app.inject({ url: '/assets/notes-77aa.txt' });
    expect(notes.statusCode).toBe(200);
    expect(notes.body).toBe('a kind not held in memory');
    const missing = await app.inject({ url: '/assets/gone-123.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/json/);
  });
});
