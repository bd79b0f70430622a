import { expect, test, type Locator, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/uniqueEmail';
import { accountMenuButton, createConfirmedUser, signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { gotoStarted, waitForHydration } from './support/hydration';
import { freeClip, openPlayerDialog } from './support/player';

/** The device keys of src/features/library/libraryStore.ts. */
const VISITOR_KEY = 'stillwater.library.visitor';
const OUTBOX_KEY = 'stillwater.library.outbox';

const play = (scope: Locator | Page) => scope.getByRole('button', { name: 'Play', exact: true });

/** Plays the clip, then jumps to `seconds` and pauses there at once (as a seek and Pause would): the pause saves the position. */
async function watchUntil(scope: Locator | Page, seconds: number) {
  await play(scope).click();
  const video = scope.locator('video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.2);
  await video.evaluate((v: HTMLVideoElement, to: number) => {
    v.currentTime = to;
    v.pause();
  }, seconds);
  await expect(play(scope)).toBeVisible();
}

const cardOf = (page: Page) =>
  page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('link', { name: new RegExp(freeClip.title) }) }).first();

async function newMember(page: Page) {
  const email = uniqueEmail('library');
  await createConfirmedUser(page.request, { email });
  await signIn(page, email);
  return email;
}

test.describe('the library', () => {
  test('a visitor resumes from the saved position, sees the card bar and Continue watching', async ({ page }) => {
    const dialog = await openPlayerDialog(page);
    await watchUntil(dialog, 12);
    await dialog.getByRole('button', { name: 'Close' }).click();

    const bar = cardOf(page).getByRole('progressbar', { name: 'Watched' });
    await expect(bar).toHaveAttribute('aria-valuenow', '50');

    await gotoStarted(page, '/');
    const continueWatching = page.getByRole('region', { name: 'Continue watching' });
    await expect(continueWatching.getByRole('link', { name: new RegExp(freeClip.title) })).toBeVisible();

    await continueWatching.getByRole('link', { name: new RegExp(freeClip.title) }).click();
    const reopened = page.getByRole('dialog');
    await expect(reopened.getByRole('button', { name: 'Start over' })).toBeVisible();
    await reopened.getByRole('button', { name: 'Resume from 0:12' }).click();
    const video = reopened.locator('video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(12);
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
  });

  test('Start over plays from the beginning, and a finished video is no longer offered', async ({ page }) => {
    test.setTimeout(60_000);
    await gotoStarted(page, `/video/${freeClip.id}`);
    await watchUntil(page, 12);
    await page.reload();
    await page.getByRole('button', { name: 'Start over' }).click();
    const video = page.locator('video');
    // Playing, not merely asked to: the stream is loaded by the first play.
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0 && v.currentTime < 5), { timeout: 10_000 }).toBe(true);
    await video.evaluate((v: HTMLVideoElement) => {
      v.currentTime = v.duration - 0.5;
    });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.ended), { timeout: 10_000 }).toBe(true);
    await page.reload();
    await waitForHydration(page);
    await expect(play(page)).toBeVisible();
    await expect(page.getByRole('button', { name: /Resume from/ })).toHaveCount(0);
    await gotoStarted(page, '/');
    await expect(page.getByRole('heading', { name: 'Featured' }).or(page.getByRole('heading', { name: 'This week in the temple' }))).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Continue watching' })).toHaveCount(0);
  });

  test('a visitor pressing Save is asked to sign in', async ({ page }) => {
    const dialog = await openPlayerDialog(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Sign in to save' });
    await expect(toast).toBeVisible();
    await toast.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/login');
  });

  test('a member saves progress and videos, and sees them in Your Library; another member sees none of it', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const email = await newMember(page);
    await gotoStarted(page, `/video/${freeClip.id}`);
    const save = page.getByRole('button', { name: 'Save' });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await expect(save).toBeEnabled();
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await watchUntil(page, 12);

    await accountMenuButton(page, email).click();
    await page.getByRole('link', { name: 'Your Library' }).click();
    await expect(page).toHaveURL('/library');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Library' })).toBeVisible();
    for (const name of ['Continue watching', 'Saved', 'History']) {
      await expect(page.getByRole('region', { name }).getByRole('link', { name: new RegExp(freeClip.title) })).toBeVisible();
    }
    const today = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date());
    await expect(page.getByRole('region', { name: 'History' })).toContainText(`Watched ${today}`);

    // After a reload the member's own rows come back from the server, the Save toggle with them.
    await page.goto(`/video/${freeClip.id}`);
    await expect(page.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Resume from 0:12' })).toBeVisible();

    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await newMember(otherPage);
    await otherPage.goto('/library');
    await expect(otherPage.getByRole('heading', { level: 2, name: 'History' })).toBeVisible();
    await expect(otherPage.getByRole('main').getByRole('progressbar')).toHaveCount(0);
    await expect(otherPage.getByText('Nothing in progress.', { exact: false })).toBeVisible();
    await expect(otherPage.getByText('Nothing saved yet.', { exact: false })).toBeVisible();
    await otherPage.goto(`/video/${freeClip.id}`);
    await expect(otherPage.getByRole('button', { name: 'Save' })).toBeEnabled();
    await expect(otherPage.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');
    await expect(otherPage.getByRole('button', { name: /Resume from/ })).toHaveCount(0);
    await other.close();
  });

  test('a visitor sent to /library signs in first', async ({ page }) => {
    await page.goto('/library');
    await expect(page).toHaveURL('/login');
  });

  test("a visitor's progress joins the account at sign-in and leaves the device", async ({ page }) => {
    const dialog = await openPlayerDialog(page);
    await watchUntil(dialog, 12);
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(await page.evaluate((key) => localStorage.getItem(key), VISITOR_KEY)).not.toBeNull();

    await newMember(page);
    await expect.poll(() => page.evaluate((keys) => keys.map((key) => localStorage.getItem(key) ?? '[]'), [VISITOR_KEY, OUTBOX_KEY])).toEqual(['[]', '[]']);
    await page.goto('/library');
    await expect(page.getByRole('region', { name: 'Continue watching' }).getByRole('progressbar', { name: 'Watched' })).toHaveAttribute('aria-valuenow', '50');
  });

  test('a save made offline is kept on the device and lands when the network is back', async ({ page, context }) => {
    await newMember(page);
    await gotoStarted(page, `/video/${freeClip.id}`);
    await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
    // The stream loads on the first play: it plays online until the clip is buffered past 12 s, then the network goes.
    await play(page).click();
    const video = page.locator('video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => (v.buffered.length ? v.buffered.end(v.buffered.length - 1) : 0)), { timeout: 15_000 }).toBeGreaterThan(13);
    await page.getByRole('button', { name: 'Pause' }).click();
    await context.setOffline(true);
    await watchUntil(page, 12);
    await expect.poll(() => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]').length, OUTBOX_KEY)).toBe(1);

    await context.setOffline(false);
    await expect.poll(() => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]').length, OUTBOX_KEY)).toBe(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Resume from 0:12' })).toBeVisible();
  });

  test('Your Library and a home page with Continue watching, at 390 and 1440 px, pass axe', async ({ page }) => {
    test.setTimeout(90_000);
    // The hero's slides fade in: axe would otherwise measure a caption's contrast mid-fade.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await newMember(page);
    await gotoStarted(page, `/video/${freeClip.id}`);
    await watchUntil(page, 12);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto('/');
      const section = page.getByRole('region', { name: 'Continue watching' });
      await expect(section.getByRole('progressbar', { name: 'Watched' })).toBeVisible();
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/library-shots/home-${width}.png` });
      await expectNoAxeViolations(page);
      if (width === 390) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Your Library' }).click();
        await expect(page).toHaveURL('/library');
      } else {
        await page.goto('/library');
      }
      await expect(page.getByRole('region', { name: 'History' }).getByRole('progressbar')).toBeVisible();
      await page.screenshot({ path: `/tmp/library-shots/library-${width}.png`, fullPage: true });
      await expectNoAxeViolations(page);
      await page.goto(`/video/${freeClip.id}`);
      await expect(page.getByRole('button', { name: 'Resume from 0:12' })).toBeVisible();
      await page.screenshot({ path: `/tmp/library-shots/watch-${width}.png` });
      await expectNoAxeViolations(page);
    }
  });
});
