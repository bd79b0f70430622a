import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { site } from '../../shared/site.ts';
import { CAROUSEL_AUTOPLAY_MS } from '../../src/config/site.ts';
import { pathCategories } from '../../src/content/categories';
import { homeTeacherSlugs } from '../../src/content/teacherSlugs';
import { heroSlides } from '../../src/content/videos';
import { waitForHydration } from './support/hydration';

/** Fake timers that only move when the test says so (install alone lets time flow). */
async function freezeClock(page: Page) {
  await page.clock.install({ time: new Date('2026-03-01T08:00:00Z') });
  await page.clock.pauseAt(new Date('2026-03-01T08:00:01Z'));
}

/**
 * Let the prerendered page hydrate and run its effects. It loads the app a frame after its hero image
 * (src/app/boot.ts), and a frozen clock grants that frame only when it moves. Once effects have run (the
 * carousel's countdown among them), the carousel renders every slide's poster, not just the first.
 */
async function hydrate(page: Page) {
  await waitForHydration(page, { tickClock: true });
  await expect
    .poll(async () => {
      await page.clock.runFor(50);
      return carousel(page).locator('picture').count();
    }, { intervals: [20] })
    .toBe(heroSlides.length);
}

const carousel = (page: Page) => page.getByRole('region', { name: 'Featured teachings' });
/** The one slide not hidden from assistive technology. */
const shownSlide = (page: Page) => carousel(page).getByRole('group', { name: new RegExp(`of ${heroSlides.length}$`) });

test.describe('home page', () => {
  test('the hero shows the title, the tagline and the first slide, with its poster as a high-priority image', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' }); // keeps slide 1 up however slow the machine is
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(site.name);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(site.tagline);
    await expect(shownSlide(page)).toHaveAccessibleName(`1 of ${heroSlides.length}`);
    await expect(shownSlide(page).getByRole('heading')).toHaveText(heroSlides[0]!.title);
    const poster = carousel(page).locator('img[fetchpriority="high"]');
    await expect(poster).toHaveCount(1);
    await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const box = await carousel(page).boundingBox();
    const viewport = page.viewportSize()!;
    expect(box!.width).toBe(viewport.width);
    expect(box!.height).toBeCloseTo(Math.max(600, viewport.height * 0.85), -1);
  });

  test(`the carousel advances every ${CAROUSEL_AUTOPLAY_MS} ms and wraps to the first slide`, async ({ page }) => {
    await freezeClock(page);
    await page.goto('/');
    await hydrate(page); // the countdown starts once hydrated
    await expect(shownSlide(page)).toHaveAccessibleName(`1 of ${heroSlides.length}`);
    await page.clock.runFor(CAROUSEL_AUTOPLAY_MS - 500);
    await expect(shownSlide(page)).toHaveAccessibleName(`1 of ${heroSlides.length}`);
    await page.clock.runFor(500);
    await expect(shownSlide(page)).toHaveAccessibleName(`2 of ${heroSlides.length}`);
    await expect(shownSlide(page).getByRole('heading')).toHaveText(heroSlides[1]!.title);
    for (let i = 2; i <= heroSlides.length; i++) {
      await page.clock.runFor(CAROUSEL_AUTOPLAY_MS);
      await expect(shownSlide(page)).toHaveAccessibleName(`${(i % heroSlides.length) + 1} of ${heroSlides.length}`);
    }
  });

  test('the carousel holds while hovered and stops at the pause control', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/');
    await hydrate(page);
    await carousel(page).hover();
    await page.clock.runFor(CAROUSEL_AUTOPLAY_MS * 2);
    await expect(shownSlide(page)).toHaveAccessibleName(`1 of ${heroSlides.length}`);
    await carousel(page).getByRole('button', { name: 'Pause slideshow' }).click();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(CAROUSEL_AUTOPLAY_MS * 2);
    await expect(shownSlide(page)).toHaveAccessibleName(`1 of ${heroSlides.length}`);
    await expect(carousel(page).getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  });

  test('arrows, dots and arrow keys move between slides and wrap both ways', async ({ page }) => {
    await page.goto('/');
    const last = `${heroSlides.length} of ${heroSlides.length}`;
    await carousel(page).getByRole('button', { name: 'Previous slide' }).click();
    await expect(shownSlide(page)).toHaveAccessibleName(last);
    await carousel(page).getByRole('button', { name: 'Next slide' }).click();
    await expect(shownSlide(page)).toHaveAccessibleName(`1 of ${heroSlides.length}`);
    await page.keyboard.press('ArrowLeft');
    await expect(shownSlide(page)).toHaveAccessibleName(last);
    await page.keyboard.press('ArrowRight');
    await expect(shownSlide(page)).toHaveAccessibleName(`1 of ${heroSlides.length}`);
    await carousel(page).getByRole('button', { name: `Slide 3 of ${heroSlides.length}: ${heroSlides[2]!.title}` }).click();
    await expect(shownSlide(page).getByRole('heading')).toHaveText(heroSlides[2]!.title);
  });

  test('under reduced motion the carousel does not advance by itself', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await freezeClock(page);
    await page.goto('/');
    await hydrate(page);
    await page.clock.runFor(CAROUSEL_AUTOPLAY_MS * 3);
    await expect(shownSlide(page)).toHaveAccessibleName(`1 of ${heroSlides.length}`);
    await expect(carousel(page).getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  });

  test("each slide's Play or Play Preview button opens /video/{id}", async ({ page }) => {
    await page.goto('/');
    const premiumIndex = heroSlides.findIndex((v) => v.isPremium);
    const freeIndex = heroSlides.findIndex((v) => !v.isPremium);
    expect(premiumIndex).toBeGreaterThanOrEqual(0);
    expect(freeIndex).toBeGreaterThanOrEqual(0);
    await carousel(page).getByRole('button', { name: new RegExp(`^Slide ${premiumIndex + 1} of`) }).click();
    const preview = shownSlide(page).getByRole('link', { name: 'Play Preview' });
    await expect(preview).toHaveAttribute('href', `/video/${heroSlides[premiumIndex]!.id}`);
    await carousel(page).getByRole('button', { name: new RegExp(`^Slide ${freeIndex + 1} of`) }).click();
    await shownSlide(page).getByRole('link', { name: 'Play', exact: true }).click();
    await expect(page).toHaveURL(`/video/${heroSlides[freeIndex]!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the eight path cards lead to their category pages', async ({ page }) => {
    await page.goto('/');
    const cards = page.getByRole('region', { name: 'Find the path that calls you' }).getByRole('link');
    await expect(cards).toHaveCount(8);
    for (const [i, category] of pathCategories.entries()) {
      await expect(cards.nth(i)).toHaveAttribute('href', category.path);
    }
    await cards.nth(1).click();
    await expect(page).toHaveURL('/videos/yoga');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yoga Videos');
  });

  test('the eight teacher avatars lead to /teacher/{id}', async ({ page }) => {
    await page.goto('/');
    const avatars = page.getByRole('region', { name: 'Guides who walk beside you' }).getByRole('link');
    await expect(avatars).toHaveCount(8);
    for (const [i, slug] of homeTeacherSlugs.entries()) {
      await expect(avatars.nth(i)).toHaveAttribute('href', `/teacher/${slug}`);
    }
    const name = (await avatars.nth(2).locator('span.font-display').textContent())!;
    await avatars.nth(2).click();
    await expect(page).toHaveURL(`/teacher/${homeTeacherSlugs[2]}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('the featured section shows three videos that open in the player dialog', async ({ page }) => {
    await page.goto('/');
    const featured = page.getByRole('region', { name: 'This week in the temple' });
    const cards = featured.getByRole('listitem');
    await expect(cards).toHaveCount(3);
    await waitForHydration(page); // before, a card is a link to its watch page
    await cards.first().getByRole('link').click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test("the call to action leads to /signup and /about", async ({ page }) => {
    await page.goto('/');
    const cta = page.getByRole('region', { name: 'Step inside. The door is always open.' });
    await cta.getByRole('link', { name: 'Begin Your Transformation' }).click();
    await expect(page).toHaveURL('/signup');
    await page.goBack();
    await page.getByRole('region', { name: 'Step inside. The door is always open.' }).getByRole('link', { name: 'Learn Our Story' }).click();
    await expect(page).toHaveURL('/about');
  });

  test('images below the fold are lazy and sized, so nothing shifts (CLS 0)', async ({ page }) => {
    await page.goto('/');
    const images = await page.locator('main img').evaluateAll((imgs: HTMLImageElement[]) =>
      imgs.map((img) => ({ loading: img.loading, priority: img.getAttribute('fetchpriority'), w: img.getAttribute('width'), h: img.getAttribute('height') })),
    );
    expect(images[0]!.priority).toBe('high');
    for (const image of images) {
      expect(image.w).toBeTruthy();
      expect(image.h).toBeTruthy();
    }
    for (const image of images.slice(1)) expect(image.loading).toBe('lazy');
    const shifts = await page.evaluate(
      () =>
        new Promise<{ value: number; image: boolean }[]>((resolve) => {
          const seen: { value: number; image: boolean }[] = [];
          type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Shift[]) {
              if (entry.hadRecentInput) continue;
              const image = entry.sources.some((s) => s.node instanceof Element && !!s.node.closest('picture, img'));
              seen.push({ value: entry.value, image });
            }
          }).observe({ type: 'layout-shift', buffered: true });
          window.scrollTo(0, document.body.scrollHeight);
          setTimeout(() => resolve(seen), 1500);
        }),
    );
    // Images never move anything; the only shift allowed is a small one when the web fonts swap in.
    expect(shifts.filter((s) => s.image)).toEqual([]);
    expect(shifts.reduce((sum, s) => sum + s.value, 0)).toBeLessThan(0.1);
  });

  test('arrives prerendered: the hero and its poster are in the HTML, before any script runs', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('data-prerendered="/"');
    expect(html).toContain(`>${heroSlides[0]!.title}</h2>`);
    expect(html).toMatch(/<img[^>]+fetchpriority="high"/i);
    expect(html).not.toMatch(/<script(?![^>]*(type="module"|type="application\/json"))/);
  });

  test('hydrates the prerendered page with no console error', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/', { waitUntil: 'networkidle' });
    await carousel(page).getByRole('button', { name: 'Next slide' }).click();
    await expect(shownSlide(page)).toHaveAccessibleName(`2 of ${heroSlides.length}`);
    expect(errors).toEqual([]);
  });

  test('has no axe violations', async ({ page }) => {
    test.slow();
    await page.goto('/');
    await expect(shownSlide(page)).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });

  test('has no axe violations on a phone', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(shownSlide(page)).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
});
