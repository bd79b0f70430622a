import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { gotoStarted, waitForHydration } from './support/hydration';
import { waitForServiceWorkerControl } from './support/install';

const SCREENSHOTS = process.env.SEARCH_SCREENSHOTS; // a folder under /tmp, to look at the pages by hand

async function shot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: false });
}

/** Open the dialog from the header (desktop) or from the mobile menu (phones). */
async function openSearch(page: Page, from: 'header' | 'mobile menu') {
  await waitForHydration(page);
  if (from === 'header') {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search' }).click();
  } else {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await shot(page, 'mobile-menu-390');
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Search' }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  const box = dialog.getByRole('searchbox', { name: 'Search videos and teachers' });
  await expect(box).toBeFocused();
  return { dialog, box };
}

for (const [name, viewport, from] of [
  ['desktop', { width: 1440, height: 900 }, 'header'],
  ['390 px phone', { width: 390, height: 844 }, 'mobile menu'],
] as const) {
  test.describe(`search (${name})`, () => {
    test.use({ viewport });
    // Axe and several page loads per test, on a machine shared with other suites.
    test.describe.configure({ timeout: 120_000 });

    test('prefix, accent and typo queries show videos and teachers as links; Enter opens /search', async ({ page }) => {
      await page.goto('/about');
      const { dialog, box } = await openSearch(page, from);

      await box.fill('bre');
      const videos = dialog.getByRole('region', { name: 'Videos' });
      await expect(videos.getByRole('link', { name: /Breath of Renewal/ })).toHaveAttribute('href', '/video/breath-of-renewal');

      await box.fill('méditation');
      await expect(videos.getByRole('link', { name: /Morning Stillness/ })).toBeVisible();
      await box.fill('medtation');
      await expect(videos.getByRole('link', { name: /Morning Stillness/ })).toBeVisible();

      await box.fill('maya');
      await expect(dialog.getByRole('region', { name: 'Teachers' }).getByRole('link', { name: /Maya Lindqvist/ })).toBeVisible();
      await expect(dialog.getByRole('status')).toHaveText('2 videos and 1 teacher');
      await shot(page, `dialog-results-${viewport.width}`);
      await expectNoAxeViolations(page);

      await box.fill('xylophone');
      await expect(dialog.getByText('No results for “xylophone”')).toBeVisible();
      await shot(page, `dialog-none-${viewport.width}`);

      await box.fill('maya');
      await box.press('Enter');
      await expect(page).toHaveURL('/search?q=maya');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: 'Results for “maya”' })).toBeVisible();
    });

    test('a result is a link to its page, reachable with the keyboard; Escape closes', async ({ page }) => {
      await page.goto('/about');
      const { dialog, box } = await openSearch(page, from);
      await box.pressSequentially('kenji');
      await expect(dialog.getByRole('link', { name: /^Kenji Takamura/ })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      // Focus goes back to the button that opened the dialog (the menu's own button, the menu being closed).
      const opener =
        from === 'header'
          ? page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search' })
          : page.getByRole('button', { name: 'Open menu' });
      await expect(opener).toBeFocused();

      await openSearch(page, from);
      await page.keyboard.type('lindqvst');
      const teacher = dialog.getByRole('link', { name: /^Maya Lindqvist/ });
      await expect(teacher).toBeVisible();
      // Down from the box goes through the videos first, then the teachers.
      const links = await dialog.getByRole('link').count();
      for (let i = 0; i < links; i++) await page.keyboard.press('ArrowDown');
      await expect(teacher).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/teacher/maya-lindqvist');
      await expect(dialog).toBeHidden();
    });

    test('/search?q= is a page of its own: results as the usual cards, or no results and the eight paths', async ({ page }) => {
      await page.goto('/search?q=bre');
      await expect(page.getByRole('heading', { level: 1, name: 'Results for “bre”' })).toBeVisible();
      await waitForHydration(page);
      const videos = page.getByRole('region', { name: 'Videos' });
      await expect(videos.getByRole('link', { name: /Breath of Renewal/ })).toBeVisible();
      await shot(page, `page-results-${viewport.width}`);
      await expectNoAxeViolations(page);

      // The usual card opens the player.
      await videos.getByRole('link', { name: /Breath of Renewal/ }).click();
      const player = page.getByRole('dialog', { name: /Breath of Renewal/ });
      await expect(player.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
      await page.keyboard.press('Escape');

      await page.goto('/search?q=M%C3%89DTATION');
      await expect(page.getByRole('heading', { level: 1, name: 'Results for “MÉDTATION”' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Videos' }).getByRole('link', { name: /The Art of Sitting/ })).toBeVisible();

      await page.goto('/search?q=xylophone');
      await expect(page.getByRole('heading', { level: 1, name: 'No results for “xylophone”' })).toBeVisible();
      const paths = page.getByRole('region', { name: 'Explore the eight paths instead' }).getByRole('link');
      await expect(paths).toHaveCount(8);
      await expect(paths.first()).toHaveAttribute('href', '/videos/meditation');
      await shot(page, `page-none-${viewport.width}`);
      await expectNoAxeViolations(page);

      // Searching again from the page's own box.
      await waitForHydration(page);
      const box = page.getByRole('main').getByRole('searchbox', { name: 'Search videos and teachers' });
      await box.fill('yin');
      await box.press('Enter');
      await expect(page).toHaveURL('/search?q=yin');
      await expect(page.getByRole('region', { name: 'Videos' }).getByRole('link', { name: /Yin for Deep Rest/ })).toBeVisible();
    });
  });
}

test('the server sends /search as a prerendered page (empty), and knows the route', async ({ request }) => {
  const response = await request.get('/search?q=maya');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('>Search</h1>');
  expect(html).not.toContain('Maya Lindqvist');
});

test('search works offline in the installed app, from the dialog and the page', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  expect(await page.evaluate(() => fetch('/healthz').then(() => 'online', () => 'offline'))).toBe('offline');

  // The dialog's chunk was never fetched online: it must come from the precache.
  const { dialog, box } = await openSearch(page, 'header');
  await box.fill('medtation');
  await expect(dialog.getByRole('region', { name: 'Videos' }).getByRole('link', { name: /Morning Stillness/ })).toBeVisible();
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “medtation”' })).toBeVisible();

  await page.goto('/search?q=amara');
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “amara”' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Teachers' }).getByRole('link', { name: /Amara Okafor/ })).toBeVisible();
});

test('the search code is not part of the first load of /', async ({ page }) => {
  // Every script the page fetched, from the network or the service worker.
  const scripts = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.js')),
    );
  await gotoStarted(page, '/');
  await page.waitForLoadState('networkidle');
  expect((await scripts()).filter((path) => /Search|ResultLinks|minisearch/i.test(path))).toEqual([]);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search' }).click();
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
  expect((await scripts()).some((path) => /\/assets\/SearchDialog-/.test(path))).toBe(true);
});
