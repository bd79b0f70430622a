import { expect, test, type Page } from '@playwright/test';
import { formatTime } from '../../src/components/video/formatTime';
import { guideScripts } from '../../src/content/guideScripts';
import { clipOfUrl } from '../../src/content/mediaPaths';
import type { Video } from '../../src/content/types';
import en from '../../src/locales/en.json' with { type: 'json' };
import { verifyLinkIn } from '../support/outbox';
import { uniqueEmail } from '../support/uniqueEmail';
import { accountMenuButton, signUpThroughForm } from './support/auth';
import {
  accessToken,
  accountPosition,
  downloadFromWatchPage,
  downloadItem,
  downloadsSection,
  goOffline,
  grantPremium,
  ledgerOf,
  openInstalled,
  playerOf,
  premiumVideo,
  showCaptions,
  storedFilesOf,
  userIdOf,
} from './support/downloads';
import { gotoStarted } from './support/hydration';
import { waitForMail } from './support/mail';
import { activeCueText, freeClip, seekToCue } from './support/player';

const MINUTE_MS = 60 * 1000;
const scriptOf = (video: Video) => guideScripts[clipOfUrl(video.videoUrl)!];

/**
 * On the watch page, offline: plays the video with captions in `language`, seeks into cue `cue` and sees its words,
 * plays on from there, and pauses (which saves the position). Every file came from the device. Returns where it paused.
 */
async function practiseOffline(page: Page, video: Video, language: { label: string; code: 'en' | 'es' }, cue: number): Promise<number> {
  await gotoStarted(page, `/video/${video.id}`);
  const player = playerOf(page, video);
  await showCaptions(player, language.label);
  await player.getByRole('button', { name: 'Play', exact: true }).click();
  const media = player.locator('video');
  await expect.poll(() => media.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.3);
  await seekToCue(media, cue);
  await expect.poll(() => activeCueText(media)).toBe(scriptOf(video)[cue]![language.code]);
  const sought = await media.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => media.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(sought + 0.5);
  await player.getByRole('button', { name: 'Pause' }).click();
  const stream = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
  expect(stream.filter((path) => /\.(m3u8|m4s|mp4|vtt)$/.test(path)).every((path) => path.startsWith('/_offline/'))).toBe(true);
  return media.evaluate((v: HTMLVideoElement) => v.currentTime);
}

test('a new member downloads two practices, practises offline, resumes after reopening; an ended membership and signing out take the downloads', async ({ page, context }) => {
  test.setTimeout(180_000);
  // A new member signs up in the installed app as anyone would, and an editor grants them Premium for two hours:
  // when the device's clock passes its end, the session's access token (an hour) has expired too, and offline the
  // member is still the one signed in on this device.
  await openInstalled(page);
  const email = uniqueEmail('offline');
  await signUpThroughForm(page, { fullName: 'Noor Stillwater', email });
  await gotoStarted(page, verifyLinkIn(await waitForMail(page.request, email, /Confirm your email/)));
  await expect(accountMenuButton(page, email)).toBeVisible();
  const userId = await userIdOf(page);
  const premiumUntil = new Date(Date.now() + 120 * MINUTE_MS);
  await grantPremium(page.request, userId, premiumUntil);

  await downloadFromWatchPage(page, freeClip, 'Standard');
  await downloadFromWatchPage(page, premiumVideo, 'Audio only');
  const ledger = await ledgerOf(page, userId);
  expect(ledger?.downloads.map(({ video, quality, state }) => [video.id, quality, state])).toEqual([
    [premiumVideo.id, 'audio', 'complete'],
    [freeClip.id, 'standard', 'complete'],
  ]);

  // Offline, both play from the device with captions, and seek.
  await goOffline(context, page);
  await practiseOffline(page, premiumVideo, { label: 'Español', code: 'es' }, 1);
  const paused = await practiseOffline(page, freeClip, { label: 'English', code: 'en' }, 2);

  // The app closed and opened again, still offline: the free practice resumes where it paused.
  await page.close();
  const reopened = await context.newPage();
  await gotoStarted(reopened, '/');
  await gotoStarted(reopened, `/video/${freeClip.id}`);
  await reopened.getByRole('button', { name: `Resume from ${formatTime(paused)}` }).click();
  const media = playerOf(reopened, freeClip).locator('video');
  await expect.poll(() => media.evaluate((v: HTMLVideoElement, from) => !v.paused && v.currentTime > from, paused), { timeout: 10_000 }).toBe(true);
  await reopened.getByRole('button', { name: 'Pause' }).click();

  // Online again: the position reaches the account.
  await context.setOffline(false);
  const token = await accessToken(reopened.request, email);
  await expect.poll(() => accountPosition(reopened.request, token, freeClip.id), { timeout: 15_000 }).toBeGreaterThan(paused);

  // The membership ends (the device's clock moves past it): the premium download goes, saying why; the free one stays.
  await goOffline(context, reopened);
  await reopened.clock.setSystemTime(premiumUntil.getTime() + 5 * MINUTE_MS);
  await gotoStarted(reopened, `/video/${premiumVideo.id}`);
  await expect(reopened.getByRole('main').getByRole('status')).toHaveText(en['offline.expired.membership-ended']);
  await gotoStarted(reopened, '/library');
  const downloads = downloadsSection(reopened);
  await expect(downloads.getByRole('listitem').filter({ hasText: premiumVideo.title })).toContainText(en['offline.expired.membership-ended']);
  await expect(downloadItem(downloads, freeClip)).toBeVisible();
  await expect.poll(async () => (await ledgerOf(reopened, userId))?.downloads.map((record) => record.video.id)).toEqual([freeClip.id]);
  expect((await ledgerOf(reopened, userId))?.removed).toEqual([expect.objectContaining({ videoId: premiumVideo.id, reason: 'membership-ended' })]);
  expect((await storedFilesOf(reopened, userId)).filter((path) => path.includes(premiumVideo.id))).toEqual([]);

  // Signing out takes every download of the account off the device.
  await context.setOffline(false);
  await accountMenuButton(reopened, email).click();
  await reopened.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).click();
  await expect.poll(() => ledgerOf(reopened, userId)).toBeNull();
  await expect.poll(() => storedFilesOf(reopened, userId)).toEqual([]);
});
