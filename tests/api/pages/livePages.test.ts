import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../support/databases.ts';
import { fakeRendererFiles } from '../../support/fakeRenderer.ts';
import { startServer, type TestServer } from '../support/server.ts';

/** Publish-to-visible budget (the catalog's requirement), polled, never slept. */
const LIVE_WITHIN_MS = 5_000;

describe.each(backends)('pages rendered from the catalog, live (%s)', (backend) => {
  let server: TestServer;
  const page = (address: string, cookie?: string) => fetch(`${server.url}${address}`, { headers: cookie ? { cookie } : {} });
  const heading = async (address: string, cookie?: string) => {
    const response = await page(address, cookie);
    return { status: response.status, h1: /<h1>([^<]*)<\/h1>/.exec(await response.text())?.[1] };
  };
  const sql = (text: string, params: unknown[] = []) => server.db.query(text, params);

  beforeAll(async () => {
    server = await startServer({ backend, distFiles: fakeRendererFiles() });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('renders a published video from the database, in the language of the lang cookie', async () => {
    expect(await heading('/video/morning-stillness')).toEqual({ status: 200, h1: 'Morning Stillness' });
    expect(await heading('/video/morning-stillness', 'lang=fr')).toEqual({ status: 200, h1: 'Calme du matin' });
  });

  it('embeds the data the page was rendered with, for the app to hydrate from', async () => {
    const html = await (await page('/video/morning-stillness')).text();
    expect(html).toContain('<script id="catalog-data" type="application/json">{"title":"Morning Stillness"}</script>');
    expect(html).toContain('data-prerendered="/video/morning-stillness"');
  });

  it('shows an edit on the next request, with no restart (the catalog notifies; the cache is dropped)', async () => {
    await heading('/video/sun-salutation-flow', 'lang=fr');
    await sql("update public.video_translations set title = 'Salutation renouvelée' where video_id = 'sun-salutation-flow' and language = 'fr'");
    await expect.poll(async () => (await heading('/video/sun-salutation-flow', 'lang=fr')).h1, { timeout: LIVE_WITHIN_MS }).toBe('Salutation renouvelée');
  });

  it('answers 404 for an unpublished video, a draft, and an unknown id; and the page again once published', async () => {
    expect((await heading('/video/yin-for-deep-rest')).status).toBe(200);
    await sql("update public.videos set published_at = null where id = 'yin-for-deep-rest'");
    await expect.poll(async () => (await heading('/video/yin-for-deep-rest')).status, { timeout: LIVE_WITHIN_MS }).toBe(404);
    expect(await heading('/video/no-such-video')).toEqual({ status: 404, h1: 'No such video' });
    await sql("update public.videos set published_at = now() - interval '1 day' where id = 'yin-for-deep-rest'");
    await expect.poll(async () => (await heading('/video/yin-for-deep-rest')).status, { timeout: LIVE_WITHIN_MS }).toBe(200);
  });

  it("hides a teacher's videos when the teacher is unpublished", async () => {
    const { rows } = await sql("select teacher_id from public.videos where id = 'the-art-of-sitting'");
    const teacher = (rows[0] as { teacher_id: string }).teacher_id;
    await sql('update public.teachers set published = false where id = $1', [teacher]);
    await expect.poll(async () => (await heading('/video/the-art-of-sitting')).status, { timeout: LIVE_WITHIN_MS }).toBe(404);
    await sql('update public.teachers set published = true where id = $1', [teacher]);
    await expect.poll(async () => (await heading('/video/the-art-of-sitting')).status, { timeout: LIVE_WITHIN_MS }).toBe(200);
  });

  it('shows a scheduled video when its time comes, though nothing was written then', async () => {
    await sql("update public.videos set published_at = now() + interval '1 second' where id = 'body-scan-for-release'");
    await expect.poll(async () => (await heading('/video/body-scan-for-release')).status, { timeout: LIVE_WITHIN_MS }).toBe(404);
    await expect.poll(async () => (await heading('/video/body-scan-for-release')).status, { timeout: LIVE_WITHIN_MS }).toBe(200);
  });

  it('renders a page for its path and page number only: other query parameters neither change nor multiply it', async () => {
    expect((await heading('/about?utm_source=x')).h1).toBe('/about');
    expect((await heading('/videos/all?page=2&sort=new')).h1).toBe('/videos/all?page=2');
    for (const odd of ['abc', '0', '-1', '1', '99999999']) expect((await heading(`/videos/all?page=${odd}`)).h1, odd).toBe('/videos/all');
  });

  it('answers /index.html with the bare app shell, which the service worker keeps as every page\'s offline fallback', async () => {
    const response = await page('/index.html');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('catalog-data');
    expect(html).not.toContain('<h1>');
  });

  it('answers a path no route has with the 404 page, status 404, however odd the path', async () => {
    for (const path of ['/no/such/page', '//pgdata%5c%2E%2E', '//example.com/x', '/%2F%2Fhost?page=2']) {
      expect(await heading(path), path).toEqual({ status: 404, h1: '/404' });
    }
  });

  it('lists every public page in /sitemap.xml, and a video leaves it when unpublished', async () => {
    const sitemap = async () => {
      const response = await page('/sitemap.xml');
      expect(response.headers.get('content-type')).toContain('application/xml');
      return response.text();
    };
    const xml = await sitemap();
    for (const path of ['/', '/about', '/videos/all', '/videos/free', '/videos/yoga', '/teacher/amara-okafor', '/video/the-witness-within', '/terms']) {
      expect(xml, path).toContain(`<loc>https://stillwater.test${path}</loc>`);
    }
    for (const path of ['/login', '/profile', '/library', '/search', '/videos/breathwork']) expect(xml, path).not.toContain(`stillwater.test${path}</loc>`);
    expect(xml).toMatch(/<loc>https:\/\/stillwater.test\/video\/the-witness-within<\/loc><lastmod>\d{4}-/);
    await sql("update public.videos set published_at = null where id = 'the-witness-within'");
    await expect.poll(sitemap, { timeout: LIVE_WITHIN_MS }).not.toContain('/video/the-witness-within<');
  });
});
