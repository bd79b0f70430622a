import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportStaticSite } from '../../../scripts/staticExport/exportSite.ts';
import type { StaticExportOptions } from '../../../scripts/staticExport/options.ts';
import { installFakeRenderer } from '../../support/fakeRenderer.ts';
import { suiteServer } from '../support/server.ts';

/** The bare app shell the build writes, which the service worker precaches. */
const SHELL = '<!doctype html><html><head><script id="app-config" type="application/json">{}</script></head><body><div id="root"></div></body></html>';
const SITE = 'https://meditate.example';

/*
 * The static build for hosted Supabase, run against our own server's data API on PGlite as if it were the hosted
 * project, with the stand-in renderer (a watch page shows its video's title, read through the data API).
 */
describe('the static build (npm run build:static)', () => {
  const server = suiteServer();
  let distDir: string;
  const options = (): StaticExportOptions => ({ distDir, supabaseUrl: server.url, supabaseAnonKey: server.anonKey, siteUrl: SITE });
  const read = (file: string) => readFileSync(path.join(distDir, file), 'utf8');
  const heading = (file: string) => /<h1>([^<]*)<\/h1>/.exec(read(file))?.[1];
  const unpublish = (id: string) => server.db.query('update public.videos set published_at = null where id = $1', [id]);

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'static-export-'));
    writeFileSync(path.join(distDir, 'index.html'), SHELL);
    installFakeRenderer(distDir);
    await unpublish('yin-for-deep-rest');
    await exportStaticSite(options());
  });

  afterAll(() => {
    if (distDir) rmSync(distDir, { recursive: true, force: true });
  });

  it('renders each published video from the data API into its own file, and no unpublished one', () => {
    expect(heading('video/morning-stillness.html')).toBe('Morning Stillness');
    expect(read('video/morning-stillness.html')).toContain('data-prerendered="/video/morning-stillness"');
    expect(existsSync(path.join(distDir, 'video/yin-for-deep-rest.html'))).toBe(false);
  });

  it('renders the other public pages, and the pages the sitemap leaves out that a visitor may open by address', () => {
    for (const [file, address] of [['home.html', '/'], ['about.html', '/about'], ['videos/yoga.html', '/videos/yoga'], ['teacher/amara-okafor.html', '/teacher/amara-okafor'], ['login.html', '/login'], ['search.html', '/search'], ['studio/teachers.html', '/studio/teachers']]) {
      expect(heading(file!), file).toBe(address);
    }
  });

  it('keeps index.html the bare shell the service worker precaches, and has the host answer / with the home page', () => {
    expect(read('index.html')).toBe(SHELL);
    expect(read('_redirects')).toBe('/ /home 200\n');
  });

  it('writes the 404 page as 404.html', () => {
    expect(heading('404.html')).toBe('/404');
  });

  it("fills each document's runtime config with the project's URL and anon key", () => {
    const config = JSON.stringify({ supabaseUrl: server.url, supabaseAnonKey: server.anonKey, payments: false });
    for (const file of ['home.html', 'video/morning-stillness.html', '404.html']) {
      expect(read(file), file).toContain(`<script id="app-config" type="application/json">${config}</script>`);
    }
  });

  it('writes sitemap.xml with absolute addresses on SITE_URL, without the unpublished video or the unlisted pages', () => {
    const xml = read('sitemap.xml');
    for (const address of ['/', '/about', '/videos/all', '/teacher/amara-okafor']) expect(xml, address).toContain(`<loc>${SITE}${address}</loc>`);
    expect(xml).toMatch(/<loc>https:\/\/meditate\.example\/video\/morning-stillness<\/loc><lastmod>\d{4}-/);
    for (const address of ['/video/yin-for-deep-rest', '/login', '/search']) expect(xml, address).not.toContain(`${SITE}${address}<`);
  });

  it('removes, when run again, the page of a video unpublished since the last run', async () => {
    expect(existsSync(path.join(distDir, 'video/the-witness-within.html'))).toBe(true);
    await unpublish('the-witness-within');
    await exportStaticSite(options());
    expect(existsSync(path.join(distDir, 'video/the-witness-within.html'))).toBe(false);
    expect(heading('video/morning-stillness.html')).toBe('Morning Stillness');
  });

  it('fails with a clear message, and writes nothing, when the data API is unreachable or refuses the key', async () => {
    const before = read('static-pages.json');
    await expect(exportStaticSite({ ...options(), supabaseUrl: 'http://127.0.0.1:9' })).rejects.toThrow(/the data API at http:\/\/127\.0\.0\.1:9\/rest\/v1 is unreachable/);
    await expect(exportStaticSite({ ...options(), supabaseAnonKey: 'not-a-key' })).rejects.toThrow(/the data API answered 401/);
    expect(read('static-pages.json')).toBe(before);
  });

  it('fails with a clear message on a build without the renderer', async () => {
    const bare = mkdtempSync(path.join(tmpdir(), 'static-export-bare-'));
    try {
      await expect(exportStaticSite({ ...options(), distDir: bare })).rejects.toThrow(/no page renderer .* run npm run build first/);
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
