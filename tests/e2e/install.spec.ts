import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { site } from '../../shared/site.ts';
import { INSTALL_BANNER_DELAY_MS, INSTALL_DISMISS_DAYS } from '../../src/config/site.ts';
import { tokens } from '../../src/config/tokens';
import { waitForHydration } from './support/hydration';
import { offerInstall, waitForServiceWorkerControl } from './support/install';

const T0 = new Date('2025-06-01T08:00:00Z').getTime();
const DAY = 24 * 60 * 60 * 1000;
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

const banner = (page: Page) => page.getByRole('region', { name: `Install ${site.name}` });

/** Load the home page on a paused fake clock, so the banner's delay is counted exactly, and let it hydrate. */
async function openHomeOnPausedClock(page: Page) {
  await page.clock.install({ time: T0 });
  await page.goto('/');
  await page.clock.pauseAt(T0 + 10_000);
  await waitForHydration(page, { tickClock: true });
}

/** Reload on the paused clock: the app starts only as the clock moves (see waitForHydration). */
async function reloadOnPausedClock(page: Page) {
  await page.reload();
  await waitForHydration(page, { tickClock: true });
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test.describe('install banner', () => {
  test(`appears ${INSTALL_BANNER_DELAY_MS} ms after beforeinstallprompt, and 'Later' keeps it away across a reload`, async ({ page }) => {
    test.slow(); // three page loads, each waiting for the app: more than 30 s on a busy machine
    await openHomeOnPausedClock(page);
    await offerInstall(page);

    await page.clock.runFor(INSTALL_BANNER_DELAY_MS - 100);
    await expect(banner(page)).toBeHidden();
    await page.clock.runFor(100);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText('Access offline & get app experience');
    await expect(banner(page).getByRole('button', { name: 'Install App' })).toBeVisible();

    await banner(page).getByRole('button', { name: 'Later' }).click();
    await expect(banner(page)).toBeHidden();

    await reloadOnPausedClock(page);
    await offerInstall(page);
    await page.clock.runFor(INSTALL_BANNER_DELAY_MS * 3);
    await expect(banner(page)).toBeHidden();

    // The memory lasts INSTALL_DISMISS_DAYS, then the banner may return.
    await page.clock.pauseAt(T0 + INSTALL_DISMISS_DAYS * DAY + 60_000);
    await reloadOnPausedClock(page);
    await offerInstall(page);
    await page.clock.runFor(INSTALL_BANNER_DELAY_MS);
    await expect(banner(page)).toBeVisible();
  });

  test("uses the kept prompt once and says 'Installation cancelled' when declined", async ({ page }) => {
    await openHomeOnPausedClock(page);
    await offerInstall(page, 'dismissed');
    await page.clock.runFor(INSTALL_BANNER_DELAY_MS);

    await banner(page).getByRole('button', { name: 'Install App' }).click();
    await expect(banner(page)).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Installation cancelled' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __installPrompts?: number }).__installPrompts)).toBe(1);
  });

  for (const width of [390, 1440]) {
    test(`sits ${width === 390 ? 'at the bottom on a phone' : 'in the lower-left corner on desktop'} (${width} px)`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await openHomeOnPausedClock(page);
      await offerInstall(page);
      await page.clock.runFor(INSTALL_BANNER_DELAY_MS);
      await expect(banner(page)).toHaveCSS('translate', 'none'); // entrance transition done

      const box = (await banner(page).boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      if (width === 390) expect(box.width).toBeGreaterThan(viewport.width - 40);
      // Toasts use the lower-right corner on wide screens; the banner keeps clear of it.
      else expect(box.x + box.width).toBeLessThan(viewport.width / 2);

      const file = testInfo.outputPath(`install-banner-${width}.png`);
      await page.screenshot({ path: file });
      await testInfo.attach(`banner at ${width}px`, { path: file, contentType: 'image/png' });
    });
  }
});

test.describe('install banner on iPhone', () => {
  test.use({ userAgent: IPHONE_UA, viewport: { width: 390, height: 844 }, hasTouch: true });

  test('shows Add to Home Screen steps instead of the Install App button', async ({ page }, testInfo) => {
    await openHomeOnPausedClock(page);
    await page.clock.runFor(INSTALL_BANNER_DELAY_MS);
    await expect(banner(page)).toContainText('Tap Share, then Add to Home Screen.');
    await expect(banner(page).getByRole('button', { name: 'Install App' })).toHaveCount(0);
    await expect(banner(page)).toHaveCSS('translate', 'none'); // entrance transition done
    const file = testInfo.outputPath('install-banner-ios-390.png');
    await page.screenshot({ path: file });
    await testInfo.attach('iOS banner at 390px', { path: file, contentType: 'image/png' });
  });
});

test.describe('web app manifest', () => {
  test('is linked and valid, with 192, 512 and maskable icons and an Apple touch icon', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const response = await request.get(href!);
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: site.name,
      short_name: site.shortName,
      description: site.description,
      display: 'standalone',
      start_url: '/',
      scope: '/',
      theme_color: tokens.color.ink,
      background_color: tokens.color.ivory,
    });

    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose?: string }[];
    const described = icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(described).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of icons) {
      const file = await request.get(icon.src);
      expect(file.ok(), icon.src).toBe(true);
      expect(file.headers()['content-type']).toBe(icon.type);
      expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
    }

    const appleHref = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    const apple = await request.get(appleHref!);
    expect(apple.ok()).toBe(true);
    expect(pngSize(await apple.body())).toBe('180x180');
  });

  test('Chromium judges the site installable', async ({ baseURL }) => {
    // Installability is never reported in incognito-like contexts, so use a real profile.
    const profile = mkdtempSync(path.join(tmpdir(), 'stillwater-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
      baseURL,
    });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await waitForServiceWorkerControl(page);
      const cdp = await context.newCDPSession(page);
      const { errors } = await cdp.send('Page.getAppManifest');
      expect(errors).toEqual([]);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
