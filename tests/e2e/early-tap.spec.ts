import { expect, test, type Page } from '@playwright/test';
import { sampleVideos } from '../../src/content/videos';
import { uniqueEmail } from '../support/uniqueEmail';
import { createConfirmedUser, field, PASSWORD, toastWith } from './support/auth';
import { appStarted, waitForHydration } from './support/hydration';

/**
 * "Interactive as early as it looks" (decision 1405): a tap right after the first paint works, with no
 * app to record and replay it. A control in the prerendered HTML works as HTML; one that needs the app appears
 * with it, in a box laid out from the start. Chromium's CPU runs 6× slower, as on a modest phone.
 */

const video = sampleVideos.find((candidate) => candidate.videoUrl && !candidate.isPremium)!;

/**
 * Opens `path` with the CPU throttled and the app's scripts held back (everything boot imports), and waits for
 * the first contentful paint only. `startApp` lets the app load and waits until it owns the page; `failApp` makes
 * its scripts fail to load instead. The display face is left out: its swap moves headings by itself (decision
 * 0504), which is not what is measured.
 */
async function openBeforeTheApp(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  let release: (loads: boolean) => void = () => {};
  const released = new Promise<boolean>((resolve) => (release = resolve));
  await page.route(/\/assets\/(?!boot-)[^/]+\.js$/, async (route) => {
    if (await released) await route.continue();
    else await route.abort();
  });
  await page.route(/\/assets\/fraunces-[^/]+\.woff2$/, (route) => route.abort());
  await page.addInitScript(() => {
    const shifts = window as unknown as { layoutShift: number };
    shifts.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) shifts.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  return {
    startApp: async () => {
      release(true);
      await waitForHydration(page);
    },
    failApp: () => release(false),
  };
}

/** The tap lands on the page as HTML: the app has not started. */
async function expectNoApp(page: Page) {
  expect(await appStarted(page)).toBe(false);
}

const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);

test.describe('on a phone, right after the first paint', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the menu opens, and stays open once the app owns the page; its links work', async ({ page }) => {
    const { startApp } = await openBeforeTheApp(page, '/');
    await expectNoApp(page);
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await startApp();
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu', includeHidden: true })).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'Wisdom & Teachings' }).tap();
    await expect(page).toHaveURL(/\/videos\/wisdom$/);
    await expect(menu).toBeHidden();
  });

  test("the menu's Search reaches the search page", async ({ page }) => {
    await openBeforeTheApp(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await expectNoApp(page);
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Search' }).tap();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('searchbox', { name: 'Search videos and teachers' })).toBeVisible();
  });

  test('a tap while the app loads, without holding it back, opens the menu too', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto('/', { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await waitForHydration(page);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  });
});

test.describe('on a desktop, right after the first paint', () => {
  test('the Paths menu opens and its links navigate', async ({ page }) => {
    await openBeforeTheApp(page, '/');
    await expectNoApp(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Transformational Paths' }).click();
    await nav.getByRole('link', { name: 'Yoga & Movement' }).click();
    await expect(page).toHaveURL(/\/videos\/yoga$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yoga Videos');
  });

  test('Search reaches the search page', async ({ page }) => {
    await openBeforeTheApp(page, `/video/${video.id}`);
    await expectNoApp(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('searchbox', { name: 'Search videos and teachers' })).toBeVisible();
  });

  test('a page scrolled before the app starts stays where it was, and its footer links work', async ({ page }) => {
    const { startApp } = await openBeforeTheApp(page, '/about');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await startApp();
    await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible(); // shown after the app's first effects
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Videos' }).click();
    await expect(page).toHaveURL(/\/videos\/all$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0); // a route change still starts at the top
  });

  for (const path of ['/', '/videos/all']) {
    test(`a video card on ${path} opens its watch page`, async ({ page }) => {
      await openBeforeTheApp(page, path);
      await expectNoApp(page);
      const card = page.getByRole('main').getByRole('link', { name: /\d+ min/ }).first();
      const href = await card.getAttribute('href');
      expect(href).toMatch(/^\/video\//);
      await card.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByRole('group', { name: /^Video player/ })).toBeVisible();
    });
  }
});

/** Every POST the page sends to one of its own pages (a form submitted as HTML; decision 1413). */
function pagePosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'POST' && request.isNavigationRequest()) posts.push(pathname);
  });
  return posts;
}

/**
 * A form sent before the app has started (decision 2426): one that posts is held, shown busy, and sent by the app
 * once it owns the page, what was typed and all; as HTML it would come back empty (decision 1413).
 */
test.describe('on a phone, a form sent right after the first paint', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test.describe.configure({ timeout: 60_000 }); // a throttled CPU, a sign-in or a sign-up through the auth API

  test('Sign In is held until the app starts, then signs in with what was typed', async ({ page, request }) => {
    const email = uniqueEmail('early-sign-in');
    await createConfirmedUser(request, { email });
    const posts = pagePosts(page);
    const { startApp } = await openBeforeTheApp(page, '/login');
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).tap();
    await expect(page.getByRole('form', { name: 'Sign In' })).toHaveAttribute('aria-busy', 'true');
    await expectNoApp(page);
    expect(await field(page, 'Password').inputValue()).toBe(PASSWORD);

    await startApp();
    await expect(toastWith(page, 'Welcome back!', 'You have successfully signed in.')).toBeVisible();
    await expect(page).toHaveURL('/');
    expect(posts).toEqual([]);
  });

  test('Create Account is held until the app starts, then signs up with what was typed', async ({ page }) => {
    const posts = pagePosts(page);
    const { startApp } = await openBeforeTheApp(page, '/signup');
    await field(page, 'Full name').fill('Early Bird');
    await field(page, 'Email').fill(uniqueEmail('early-sign-up'));
    await field(page, 'Password').fill(PASSWORD);
    await page.getByRole('checkbox', { name: /I agree/ }).tap();
    await page.getByRole('button', { name: 'Create Account' }).tap();
    await expectNoApp(page);

    await startApp();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    expect(posts).toEqual([]);
  });

  test('a form held while the app fails to load posts as HTML, as without JavaScript', async ({ page }) => {
    const { failApp } = await openBeforeTheApp(page, '/login');
    await field(page, 'Email').fill('someone@example.com');
    await field(page, 'Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).tap();
    const posted = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/login');
    failApp();
    await posted;
    await expect(page).toHaveURL('/login');
  });

  test("the search page's form searches as HTML; the app shows the results", async ({ page }) => {
    const { startApp } = await openBeforeTheApp(page, '/search');
    const searchbox = page.getByRole('searchbox', { name: 'Search videos and teachers' });
    await searchbox.fill('breath');
    await searchbox.press('Enter');
    await expect(page).toHaveURL('/search?q=breath');
    await startApp();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “breath”');
    await expect(searchbox).toHaveValue('breath');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Sign In posts as HTML and the server sends the page back (decision 1413)', async ({ page }) => {
    await page.goto('/login');
    await field(page, 'Email').fill('someone@example.com');
    await field(page, 'Password').fill(PASSWORD);
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    expect((await answer).status()).toBe(303);
    await expect(page).toHaveURL('/login');
    await expect(field(page, 'Email')).toHaveValue('');
  });
});

type Role = Parameters<Page['getByRole']>[0];
const control = (page: Page, role: Role, name: string | RegExp) => page.getByRole(role, { name, exact: true, includeHidden: true });

/** Controls that only work with the app: absent from the page as HTML, present once the app owns it, nothing moved. */
const appOnly: { path: string; viewport: { width: number; height: number }; controls: (page: Page) => ReturnType<typeof control>[] }[] = [
  {
    path: '/',
    viewport: { width: 390, height: 844 },
    controls: (page) => [control(page, 'button', 'Next slide'), control(page, 'button', /^Slide 1 of/)],
  },
  {
    path: '/',
    viewport: { width: 1440, height: 900 },
    controls: (page) => [control(page, 'button', 'Pause slideshow'), control(page, 'combobox', 'Language')],
  },
  {
    path: '/videos/all',
    viewport: { width: 1440, height: 900 },
    controls: (page) => [control(page, 'button', 'Newest'), control(page, 'button', 'Popular')],
  },
  {
    path: `/video/${video.id}`,
    viewport: { width: 1440, height: 900 },
    // Left of the picture-in-picture button, which joins the bar where the browser has it.
    controls: (page) => [control(page, 'button', 'Play'), control(page, 'button', 'Mute')],
  },
];

for (const { path, viewport, controls } of appOnly) {
  test(`${path} at ${viewport.width} px shows its app-only controls once the app owns the page, in place`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const { startApp } = await openBeforeTheApp(page, path);
    const boxes = () => Promise.all(controls(page).map((shown) => shown.evaluate((element) => element.getBoundingClientRect().toJSON() as unknown)));
    for (const shown of controls(page)) await expect(shown).toBeHidden();
    const before = await boxes();
    await startApp();
    for (const shown of controls(page)) await expect(shown).toBeVisible();
    const after = await boxes();
    expect(after).toEqual(before);
    // Nothing visible moves. /videos/all and /video/{id} at 1440 px read a sub-pixel shift (0.00004–0.00015) not
    // yet traced (it came with the footer rendering in full); Lighthouse's budget is 0.02.
    expect(await layoutShift(page)).toBeLessThan(0.001);
  });
}
