import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { readConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/database.ts';

const page = (root: string) =>
  `<!doctype html><html><head><script id="app-config" type="application/json">{}</script></head><body>${root}</body></html>`;
const SHELL = page('<div id="root"></div>');
const PRERENDERED = {
  '/': page('<div id="root" data-prerendered="/"><h1>Home</h1></div>'),
  '/videos/all': page('<div id="root" data-prerendered="/videos/all"><h1>All Videos</h1></div>'),
};

let dir: string;
let app: FastifyInstance;
let db: Database;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'prerendered-test-'));
  const dist = path.join(dir, 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), SHELL);
  writeFileSync(path.join(dist, 'prerendered.json'), JSON.stringify(PRERENDERED));
  const config = readConfig({ DATA_DIR: path.join(dir, 'data'), DIST_DIR: dist, JWT_SECRET: 'x'.repeat(40) });
  db = await openDatabase(config);
  app = await buildApp({ config, db, keys: { anon: 'anon-key-value', serviceRole: 'service' }, logger: false });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('prerendered pages (dist/prerendered.json)', () => {
  it.each([
    ['/', 'Home'],
    ['/videos/all', 'All Videos'],
    ['/videos/all/', 'All Videos'],
    ['/videos/all?sort=popular', 'All Videos'],
  ])('%s is answered with its prerendered document', async (url, heading) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<h1>${heading}</h1>`);
  });

  it('fills in the runtime config of a prerendered document, compressed as asked', async () => {
    const res = await app.inject({ url: '/videos/all', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    const body = brotliDecompressSync(res.rawPayload).toString();
    expect(body).toContain('"supabaseAnonKey":"anon-key-value"');
    expect(body).toContain('<h1>All Videos</h1>');
  });

  it('answers other routes with the bare shell, and unknown paths with the shell and 404', async () => {
    const login = await app.inject({ url: '/login' });
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain('<div id="root"></div>');
    const missing = await app.inject({ url: '/no/such/page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"></div>');
  });
});

describe('imagePreloadLinkHeader', () => {
  it('repeats an image preload of the document as a Link header, srcset and priority included', async () => {
    const { imagePreloadLinkHeader } = await import('./indexHtml.ts');
    const html =
      '<head><link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="/a-640.avif 640w, /a-1280.avif 1280w" imagesizes="100vw" /></head>';
    expect(imagePreloadLinkHeader(html)).toBe(
      '</a-640.avif>; rel=preload; as=image; type="image/avif"; fetchpriority="high"; imagesrcset="/a-640.avif 640w, /a-1280.avif 1280w"; imagesizes="100vw"',
    );
    expect(imagePreloadLinkHeader('<head></head>')).toBeUndefined();
  });
});
