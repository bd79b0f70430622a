import { expect, test, type Page } from '@playwright/test';
import { teachers } from '../../src/content/teachers';
import { sampleVideos } from '../../src/content/videos';
import { expectNoAxeViolations } from './support/axe';
import { gotoStarted } from './support/hydration';

const grid = (page: Page) => page.getByRole('main').getByRole('list').first();
const cards = (page: Page) => grid(page).getByRole('listitem');
const playable = sampleVideos.filter((video) => video.videoUrl);
const teacher = teachers.find((t) => t.id === 'amara-okafor') ?? teachers[0]!;

test.describe('category pages', () => {
  test('/videos/all lists every sample video that has a videoUrl, with its title', async ({ page }) => {
    await page.goto('/videos/all');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Videos');
    await expect(page).toHaveTitle(/^All Videos · /);
    await expect(cards(page)).toHaveCount(playable.length);
    for (const [i, video] of playable.entries()) {
      await expect(cards(page).nth(i).getByRole('link')).toContainText(video.title);
    }
  });

  test('/videos/free shows only free videos', async ({ page }) => {
    await page.goto('/videos/free');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free Videos');
    await expect(cards(page)).toHaveCount(playable.filter((v) => !v.isPremium).length);
    await expect(grid(page).getByText('Premium', { exact: true })).toHaveCount(0);
  });

  for (const [category, title] of [
    ['yoga', 'Yoga Videos'],
    ['meditation', 'Meditation Videos'],
  ] as const) {
    test(`/videos/${category} is '${title}' and lists only ${category} videos`, async ({ page }) => {
      await page.goto(`/videos/${category}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(cards(page)).toHaveCount(playable.filter((v) => v.category === category).length);
    });
  }

  test('the grid runs 5 columns on extra-large screens and 2 on a phone', async ({ page }) => {
    await page.goto('/videos/all');
    const rowTops = async () => {
      const boxes = await cards(page).evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
      return boxes.filter((top) => top === boxes[0]).length;
    };
    expect(await rowTops()).toBe(5);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await rowTops()).toBe(2);
  });

  test('Popular reorders the list and Newest restores list order', async ({ page }) => {
    await page.goto('/videos/all');
    const titles = () => cards(page).evaluateAll((items) => items.map((item) => item.textContent ?? ''));
    const newest = await titles();
    let changed = false;
    // A random shuffle may, rarely, give the same order back: try a few times.
    for (let i = 0; i < 5 && !changed; i++) {
      await page.getByRole('button', { name: 'Newest' }).click();
      await page.getByRole('button', { name: 'Popular' }).click();
      await expect(page.getByRole('button', { name: 'Popular' })).toHaveAttribute('aria-pressed', 'true');
      const popular = await titles();
      expect([...popular].sort()).toEqual([...newest].sort());
      changed = popular.join() !== newest.join();
    }
    expect(changed).toBe(true);
    await page.getByRole('button', { name: 'Newest' }).click();
    expect(await titles()).toEqual(newest);
  });

  test('a path without videos gets the generic title and an empty state whose links work', async ({ page }) => {
    await page.goto('/videos/breathwork');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Videos');
    await expect(page.getByRole('heading', { name: 'New teachings are on their way' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Browse All Videos' }).click();
    await expect(page).toHaveURL(/\/videos\/all$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Videos');
    await page.goto('/videos/karma');
    await page.getByRole('main').getByRole('link', { name: 'Free Videos' }).click();
    await expect(page).toHaveURL(/\/videos\/free$/);
  });

  test('the header menu reaches every path page', async ({ page }) => {
    await page.goto('/videos/all');
    await page.getByRole('button', { name: 'Transformational Paths' }).click();
    await page.getByRole('link', { name: 'Breathwork & Energy' }).click();
    await expect(page).toHaveURL(/\/videos\/breathwork$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Videos');
  });

  test("a premium card's dialog leads to /subscribe through 'More Info'", async ({ page }) => {
    const premium = playable.find((v) => v.isPremium)!;
    await gotoStarted(page, '/videos/all');
    await grid(page).getByRole('link', { name: new RegExp(premium.title) }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: premium.title })).toBeVisible();
    await dialog.getByRole('link', { name: 'More Info' }).click();
    await expect(page).toHaveURL(/\/subscribe$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('teacher pages', () => {
  test('show the photo, name, title, bio and the teacher’s videos', async ({ page }) => {
    await page.goto(`/teacher/${teacher.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(teacher.name);
    await expect(page.getByText(teacher.title, { exact: true })).toBeVisible();
    await expect(page.getByText(teacher.bio)).toBeVisible();
    const photo = page.getByRole('img', { name: `Portrait of ${teacher.name}` });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(cards(page)).toHaveCount(teacher.videos.filter((v) => v.videoUrl).length);
    await expect(page).toHaveTitle(new RegExp(`^${teacher.name} · `));
  });

  test("an unknown id shows 'Teacher Not Found' and a way home", async ({ page }) => {
    await page.goto('/teacher/nobody-by-this-name');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Teacher Not Found');
    await expect(page.getByText("We couldn't find information about this teacher.")).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('accessibility (axe)', () => {
  for (const path of ['/videos/all', '/videos/free', '/videos/breathwork', `/teacher/${teacher.id}`, '/teacher/nobody']) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('the open dialog player has no axe violations', async ({ page }) => {
    await gotoStarted(page, '/videos/all'); // before, a card is a link to its watch page
    await grid(page).getByRole('link').first().click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Play', exact: true })).toBeFocused();
    await expectNoAxeViolations(page);
  });
});
