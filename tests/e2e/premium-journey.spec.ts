import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/auth';
import { createUserWithRole } from './support/editors';
import { gotoStarted } from './support/hydration';

// A premium sample: its clip lasts 24 s, its preview 4 s.
const PREMIUM = '/video/yin-for-deep-rest';

/** Plays the watch page's video and waits until it has played past `seconds`. */
async function playPast(page: Page, seconds: number): Promise<void> {
  await page.getByRole('group', { name: /Yin for Deep Rest/ }).getByRole('button', { name: 'Play' }).first().click();
  await expect.poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 30_000 }).toBeGreaterThan(seconds);
}

test('with no payment provider: an editor makes a code, a member redeems it and watches a premium video whole', async ({ browser, page }) => {
  test.slow();
  const editor = await createUserWithRole(page.request, 'editor');
  await signIn(page, editor);
  await gotoStarted(page, '/studio/codes');
  await page.getByLabel('Months of Premium').fill('3');
  await page.getByRole('button', { name: 'Create codes' }).click();
  const code = (await page.getByRole('list', { name: 'New codes' }).getByRole('listitem').first().textContent()) ?? '';
  expect(code).toMatch(/^[0-9A-Z]{4}-/);

  const member = await browser.newPage();
  const email = await createUserWithRole(member.request);
  await signIn(member, email);
  // Before: the preview, then the invitation.
  await gotoStarted(member, PREMIUM);
  await member.getByRole('group', { name: /Yin for Deep Rest/ }).getByRole('button', { name: 'Play' }).first().click();
  await expect(member.getByRole('region', { name: 'Continue with Premium' })).toBeVisible({ timeout: 20_000 });

  await member.getByRole('link', { name: 'See membership' }).click();
  await expect(member).toHaveURL('/subscribe');
  await member.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await member.getByRole('button', { name: 'Redeem' }).click();
  await expect(member.getByText('Premium is yours').first()).toBeVisible();

  // After: the whole video, past where the preview ended, with no invitation.
  const segments: string[] = [];
  member.on('request', (request) => {
    if (/\/functions\/v1\/playback\/.+seg_\d+\.m4s$/.test(request.url())) segments.push(request.url());
  });
  await gotoStarted(member, PREMIUM);
  await playPast(member, 6);
  await expect(member.getByRole('region', { name: 'Continue with Premium' })).toHaveCount(0);
  expect(segments.some((url) => !url.endsWith('seg_000.m4s'))).toBe(true);
  expect(await member.locator('video').evaluate((video: HTMLVideoElement) => video.duration)).toBeGreaterThan(20);

  await gotoStarted(member, '/profile');
  await expect(member.getByRole('region', { name: 'Membership' }).getByText(/^Premium until /)).toBeVisible();
  await member.close();
});
