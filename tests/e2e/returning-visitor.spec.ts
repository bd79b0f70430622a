import { expect, test } from '@playwright/test';
import { gotoStarted, waitForHydration } from './support/hydration';
import { waitForServiceWorkerControl } from './support/install';

/**
 * A returning visitor's pages, with the service worker in control, are the server's prerendered pages in their
 * language; the precached shell answers only offline (decisions 0701 and 2425).
 */
test.describe('a returning visitor with the service worker in control', () => {
  for (const path of ['/', '/videos/all']) {
    test(`who chose Deutsch gets ${path} in German from its first HTML on a reload`, async ({ page }) => {
      await gotoStarted(page, path);
      await waitForServiceWorkerControl(page);
      await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');

      const reload = await page.reload();
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      const firstHtml = await reload!.text();
      expect(firstHtml).toContain('<html lang="de">');
      expect(firstHtml).toContain('Kostenlose Inhalte');
      expect(firstHtml).toContain(`data-prerendered="${path}"`);
      await waitForHydration(page);
      await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    });
  }
});
