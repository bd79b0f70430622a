import { expect, test } from '@playwright/test';
import { site } from '../../shared/site.ts';
import { clipUrl } from '../../src/content/mediaPaths';
import { cachedPaths, waitForServiceWorkerControl } from './support/install';

test.describe('offline after one visit', () => {
  test('the home page and a visited category page still open offline', async ({ page, context }) => {
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    await page.goto('/videos/all');
    await expect(page.getByRole('heading', { level: 1, name: 'All Videos' })).toBeVisible();
    // What the page read is kept in Cache Storage a moment after it shows (rememberedData.ts): a loaded machine
    // could otherwise go offline first.
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('stillwater-catalog-data')).keys()).some((request) => request.url.includes('videos%3Aen%3Aall'))))
      .toBe(true);

    await context.setOffline(true);
    // Really offline: a request the service worker leaves alone fails.
    expect(await page.evaluate(() => fetch('/healthz').then(() => 'online', () => 'offline'))).toBe('offline');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'All Videos' })).toBeVisible();

    await page.goto('/');
    await expect(page.locator('main').getByText(site.tagline).first()).toBeVisible();
    // Offline pages come from the precached shell of the current build, never from a per-page copy.
    expect(await cachedPaths(page)).not.toContain('/videos/all');
  });

  test('answers from /auth/v1 are never cached, nor served by the service worker', async ({ page, context }) => {
    await page.goto('/');
    await waitForServiceWorkerControl(page);

    const authResponses: { url: string; fromServiceWorker: boolean }[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/auth/')) {
        authResponses.push({ url: response.url(), fromServiceWorker: response.fromServiceWorker() });
      }
    });
    await page.evaluate(() => Promise.all([fetch('/auth/v1/health'), fetch('/auth/v1/settings')]));
    await expect.poll(() => authResponses.length).toBe(2);
    expect(authResponses.filter((r) => r.fromServiceWorker)).toEqual([]);
    expect((await cachedPaths(page)).filter((p) => p.startsWith('/auth/'))).toEqual([]);

    await context.setOffline(true);
    const offlineFetch = await page.evaluate(() => fetch('/auth/v1/health').then((r) => `answered ${r.status}`, () => 'failed'));
    expect(offlineFetch).toBe('failed');
    // An email link into the auth API is not swallowed by the app shell when offline.
    await expect(page.goto('/auth/v1/verify?token=abc&type=signup')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  });

  test('video requests go to the network with their Range header and are never cached', async ({ page }) => {
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    const clip = new URL('720p/seg_000.m4s', `http://host${clipUrl('dawn')}`).pathname;
    const responsePromise = page.waitForResponse((response) => response.url().endsWith(clip));
    await page.evaluate((url) => fetch(url, { headers: { Range: 'bytes=0-1023' } }).then((r) => r.arrayBuffer()), clip);
    const response = await responsePromise;
    expect(response.fromServiceWorker()).toBe(false);
    expect(await response.request().headerValue('range')).toBe('bytes=0-1023');
    expect((await cachedPaths(page)).filter((p) => /\.(mp4|m3u8|m4s|ts)$/.test(p))).toEqual([]);
  });
});
