import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSite, type TestSite } from '../../tests/staticSite.ts';
import { loadPrerenderedPages } from './indexHtml.ts';

const page = (root: string) =>
  `<!doctype html><html><head><script id="app-config" type="application/json">{}</script></head><body>${root}</body></html>`;
const SHELL = page('<div id="root"></div>');
const PRERENDERED = {
  '/': page('<div id="root" data-prerendered="/"><h1>Home</h1></div>'),
  '/videos/all': page('<div id="root" data-prerendered="/videos/all"><h1>All Videos</h1></div>'),
};

let site: TestSite;
let app: FastifyInstance;

beforeAll(async () => {
  site = await startTestSite({ 'index.html': SHELL, 'prerendered.json': JSON.stringify(PRERENDERED) });
  app = site.app;
});

afterAll(() => site.close());

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

describe('warming the prerendered pages', () => {
  it('compresses every page off the event loop ahead of its first request, with its config filled in', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'stillwater-warm-'));
    try {
      writeFileSync(path.join(dir, 'prerendered.json'), JSON.stringify(PRERENDERED));
      const pages = loadPrerenderedPages(path.join(dir, 'prerendered.json'), { supabaseUrl: '', supabaseAnonKey: 'k' });
      await pages.warm();
      for (const pathname of Object.keys(PRERENDERED)) {
        const document = pages.find(pathname, 'en')!;
        expect(document).toBe(pages.find(pathname, 'en')); // kept, not compressed again
        expect(brotliDecompressSync(document.br).toString()).toContain('"supabaseAnonKey":"k"');
        expect(gunzipSync(document.gzip).equals(document.identity)).toBe(true);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
