import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/hydration';

/** Every route of docs/product.md#routes, deep-linked, with a heading that proves the right page rendered. */
const routes: [path: string, status: number, heading: RegExp][] = [
  ['/', 200, /.+/],
  ['/about', 200, /A Temple Without Walls/],
  ['/videos/all', 200, /All Videos/],
  ['/videos/free', 200, /Free Videos/],
  ['/videos/yoga', 200, /Yoga Videos/],
  ['/videos/meditation', 200, /Meditation Videos/],
  ['/videos/breathwork', 200, /^Videos$/],
  ['/teacher/amara-okafor', 200, /Amara Okafor/],
  ['/teacher/nobody-at-all', 404, /Teacher Not Found/],
  ['/video/morning-stillness', 200, /Morning Stillness/],
  ['/video/nothing-by-this-name', 404, /Video Not Found/],
  ['/login', 200, /.+/],
  ['/signup', 200, /.+/],
  ['/terms', 200, /Terms of Service/],
  ['/privacy', 200, /Privacy Policy/],
  ['/cookies', 200, /Cookie Policy/],
  ['/subscribe', 200, /.+/],
  ['/no/such/page', 404, /Oops! Page not found/],
];

for (const [path, status, heading] of routes) {
  test(`${path} loads by deep link`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
}

test('/profile for a visitor leads to sign-in', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
});

test('header navigation reaches every path, Free Content and Our Story', async ({ page }) => {
  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Transformational Paths' }).click();
  await nav.getByRole('link', { name: 'Yoga & Movement' }).click();
  await expect(page).toHaveURL(/\/videos\/yoga$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yoga Videos');
  await nav.getByRole('link', { name: 'Free Content' }).click();
  await expect(page).toHaveURL(/\/videos\/free$/);
  await nav.getByRole('link', { name: 'Our Story' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await nav.getByRole('link', { name: 'Enter the Temple' }).click();
  await expect(page).toHaveURL(/\/signup$/);
});

test('footer navigation: quick, teacher and legal links', async ({ page }) => {
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Videos' }).click();
  await expect(page).toHaveURL(/\/videos\/all$/);
  await footer.getByRole('link', { name: 'Kenji Takamura' }).click();
  await expect(page).toHaveURL(/\/teacher\/kenji-takamura$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kenji Takamura');
  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  // The page starts at the top once it has rendered (the URL changes first): poll rather than read once.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the header turns opaque after scrolling past 10px', async ({ page }) => {
  await page.goto('/terms');
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-opaque', 'false');
  await waitForHydration(page);
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveAttribute('data-opaque', 'true');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the mobile menu opens, navigates and closes', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Wisdom & Teachings' }).click();
    await expect(page).toHaveURL(/\/videos\/wisdom$/);
    await expect(menu).toBeHidden();
  });
});

test('the 404 page logs the requested path', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await page.goto('/lost/in/thought');
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  // The page is prerendered: the app logs once it has started.
  await expect.poll(() => messages.some((m) => m.includes('/lost/in/thought'))).toBe(true);
});

test('a saved redirect path is restored into the address bar at start-up', async ({ page }) => {
  await page.goto('/about');
  // The app of /about reads (and removes) a saved redirect when it starts: save it after that, as a static host's
  // 404 page does before loading the site root.
  await waitForHydration(page);
  await page.evaluate(() => sessionStorage.setItem('redirect', '/terms'));
  await page.goto('/');
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
});

test('the page requests nothing from any other origin', async ({ page, baseURL }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:') && !request.url().startsWith('blob:')) foreign.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
});

// The home page's own checks (tests/e2e/home.spec.ts, at both widths, with the time axe needs on it) cover `/`.
for (const path of ['/about', '/terms', '/privacy', '/cookies', '/no/such/page']) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('a prerendered form page does not move while its code loads and the display face swaps in', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Hold the page's own chunk back, as a slow phone network would.
  await page.route(/\/assets\/(LoginPage|SignupPage)-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  for (const path of ['/login', '/signup']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await waitForHydration(page);
    const displayFace = () => page.evaluate(() => [...document.fonts].some((f) => f.family.replaceAll('"', '') === 'Fraunces Variable' && f.status === 'loaded'));
    await expect.poll(displayFace).toBe(true);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shift, path).toBeLessThan(0.02);
  }
});
