import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSite, type TestSite } from '../../tests/api/support/staticSite.ts';
import { loadPrerenderedPages } from './indexHtml.ts';

const page = (root: string, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><script id="app-config" type="application/json">{}</script></head><body>${root}</body></html>`;
const SHELL = page('<div id="root"></div>');
const PRERENDERED = {
  '/': page('<div id="root" data-prerendered="/"><h1>Home</h1></div>'),
  '/videos/all': page('<div id="root" data-prerendered="/videos/all"><h1>All Videos</h1></div>'),
  '/login': page('<div id="root" data-prerendered="/login"><h1>Sign in</h1><form method="post"></form></div>'),
  '/404': page('<div id="root" data-prerendered="/404"><h1>Not found</h1></div>'),
  'es:/404': page('<div id="root" data-prerendered="/404"><h1>No encontrada</h1></div>', 'es'),
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

  it('answers a route the build did not render (an unknown video id) with the bare shell', async () => {
    const res = await app.inject({ url: '/video/not-built' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it.each([
    ['/no/such/page', undefined, 'en', 'Not found'],
    ['/no/such/page', 'lang=es', 'es', 'No encontrada'],
    ['/videos/a/b?x=1', 'theme=dark; lang=es', 'es', 'No encontrada'],
    ['/missing', 'lang=fr', 'en', 'Not found'], // no French 404 document in this dist: the English one
  ])('answers the unknown path %s (cookie %s) with the prerendered 404 page, status 404, in its language', async (url, cookie, lang, heading) => {
    const res = await app.inject({ url, headers: cookie ? { cookie } : {} });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(`<h1>${heading}</h1>`);
    expect(res.body).toContain(`<html lang="${lang}">`);
    expect(res.body).toContain('data-prerendered="/404"');
  });

  it.each([
    ['application/x-www-form-urlencoded', 'email=ana%40example.com&password=secret'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="password"\r\n\r\nsecret\r\n--x--\r\n'],
    ['text/plain', 'password=secret'],
  ])('sends a %s form posted to a page before the app started back to the page (303), never a 5xx', async (type, payload) => {
    const res = await app.inject({ method: 'POST', url: '/login?redirect=%2Flibrary', headers: { 'content-type': type }, payload });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/login?redirect=%2Flibrary');
    expect(res.body).not.toContain('secret');
  });

  it('answers a post to a path that is no page with 404, not a redirect', async () => {
    const res = await app.inject({ method: 'POST', url: '//evil.example/login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=b' });
    expect(res.statusCode).toBe(404);
    expect(res.headers.location).toBeUndefined();
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
