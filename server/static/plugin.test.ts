import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSite, type TestSite } from '../../tests/api/support/staticSite.ts';

const INDEX = '<!doctype html><html><head><script id="app-config" type="application/json">{}</script></head><body><div id="root"></div></body></html>';
const ASSET = 'console.log("a hashed asset");'.repeat(40);
const MEDIA = Buffer.alloc(10_000, 7);

let site: TestSite;
let app: FastifyInstance;

beforeAll(async () => {
  site = await startTestSite({
    'index.html': INDEX,
    'assets/app-3f2a1b.js': ASSET,
    'assets/app-3f2a1b.js.br': brotliCompressSync(ASSET),
    'assets/app-3f2a1b.js.gz': gzipSync(ASSET),
    'sw.js': 'self.addEventListener("fetch", () => {});',
    'media/clip.mp4': MEDIA,
    '../secret.txt': 'outside dist',
  });
  app = site.app;
});

afterAll(() => site.close());

describe('the app, with history fallback', () => {
  it.each(['/', '/about', '/videos/yoga', '/teacher/someone', '/video/abc', '/login', '/terms'])('%s answers 200 with the app', async (url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<div id="root">');
  });

  it('answers 404 with the app for a path that matches no route', async () => {
    const res = await app.inject({ url: '/no/such/page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
  });

  it('fills in the runtime config (same-origin auth URL, anon key) and never serves index.html raw', async () => {
    for (const url of ['/', '/index.html']) {
      const res = await app.inject({ url });
      const json = /<script id="app-config" type="application\/json">([^<]*)<\/script>/.exec(res.body)?.[1];
      expect(JSON.parse(json ?? 'null')).toEqual({ supabaseUrl: '', supabaseAnonKey: 'anon-key-value', payments: false });
    }
  });

  it('answers a missing file with 404, not the app', async () => {
    const res = await app.inject({ url: '/assets/missing-123.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });

  it('never serves a file outside dist/', async () => {
    for (const url of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/media/../../secret.txt']) {
      const res = await app.inject({ url });
      expect(res.body).not.toContain('outside dist');
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});

describe('caching', () => {
  it('caches hashed assets for a year, immutable', async () => {
    const res = await app.inject({ url: '/assets/app-3f2a1b.js' });
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/', '/about', '/sw.js'])('revalidates %s every time (no-cache)', async (url) => {
    const res = await app.inject({ url });
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('compression', () => {
  it('serves the precompressed brotli file when accepted', async () => {
    const res = await app.inject({ url: '/assets/app-3f2a1b.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(ASSET);
  });

  it('falls back to gzip, then to identity', async () => {
    const gz = await app.inject({ url: '/assets/app-3f2a1b.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(ASSET);
    const plain = await app.inject({ url: '/assets/app-3f2a1b.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET);
  });

  it('compresses the app document too', async () => {
    const res = await app.inject({ url: '/about', headers: { 'accept-encoding': 'br;q=1, gzip;q=0.5' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('anon-key-value');
  });
});

describe('media byte ranges', () => {
  it('advertises byte ranges', async () => {
    const res = await app.inject({ url: '/media/clip.mp4' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-type']).toBe('video/mp4');
  });

  it('answers a satisfiable range with 206 Partial Content', async () => {
    const res = await app.inject({ url: '/media/clip.mp4', headers: { range: 'bytes=100-199' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 100-199/${MEDIA.length}`);
    expect(res.rawPayload).toHaveLength(100);
  });

  it('answers an unsatisfiable range with 416', async () => {
    const res = await app.inject({ url: '/media/clip.mp4', headers: { range: 'bytes=20000-30000' } });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${MEDIA.length}`);
  });
});

describe('security headers', () => {
  it.each(['/', '/no/such/page', '/assets/app-3f2a1b.js', '/healthz', '/assets/missing.js'])('are on %s', async (url) => {
    const res = await app.inject({ url });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['permissions-policy']).toContain('camera=()');
  });
});

describe('health', () => {
  it('GET /healthz reports the database', async () => {
    const res = await app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'pglite' });
  });
});
