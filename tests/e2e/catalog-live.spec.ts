import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { clipUrl } from '../../src/content/mediaPaths';
import { signIn } from './support/auth';
import { createDraftVideo, createUserWithRole } from './support/editors';
import { gotoStarted } from './support/hydration';

/** The catalog's promise: an edit shows on the public site within 5 s, with no rebuild or restart. */
const LIVE_WITHIN_MS = 5_000;

/** A visitor's browser of its own, reading the site in `lang`. */
async function visitor(browser: Browser, baseURL: string, lang: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL }]);
  return context.newPage();
}

/** The page's status and main heading after a fresh load, read again until `expected` or the budget runs out. */
async function expectLive(page: Page, path: string, expected: { status: number; heading?: string }) {
  await expect
    .poll(
      async () => {
        const response = await page.goto(path);
        const heading = await page.getByRole('heading', { level: 1 }).first().textContent();
        return { status: response?.status(), heading: expected.heading === undefined ? undefined : heading?.trim() };
      },
      { timeout: LIVE_WITHIN_MS, intervals: [250] },
    )
    .toEqual(expected);
}

test('an editor publishes a video with a French title and unpublishes it; another browser, in French, follows each within 5 s', async ({ page, browser, baseURL }) => {
  const id = `live-${randomBytes(4).toString('hex')}`;
  // A draft whose media is ready (Publish waits for media and a poster): a sample clip and poster.
  await createDraftVideo(page.request, id, `Evening Stillness ${id}`, { playback_url: clipUrl('dawn'), poster_url: '/media/posters/morning-stillness-640.webp' });
  const reader = await visitor(browser, baseURL as string, 'fr');
  expect((await reader.goto(`/video/${id}`))?.status()).toBe(404);

  await signIn(page, await createUserWithRole(page.request, 'editor'));
  await gotoStarted(page, `/studio/videos/${id}`);
  await page.getByRole('group', { name: 'Français' }).getByLabel('Title').fill(`Calme du soir ${id}`);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await expectLive(reader, `/video/${id}`, { status: 200, heading: `Calme du soir ${id}` });

  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();
  await expectLive(reader, `/video/${id}`, { status: 404 });
  await reader.context().close();
});
