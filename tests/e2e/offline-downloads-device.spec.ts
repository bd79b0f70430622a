import { expect, test } from '@playwright/test';
import { sampleVideos } from '../../src/content/videos';
import en from '../../src/locales/en.json' with { type: 'json' };
import { PASSWORD, signInThroughForm, accountMenuButton } from './support/auth';
import {
  chooseDownload,
  downloadButton,
  downloadedButton,
  downloadFromWatchPage,
  downloadItem,
  downloadsSection,
  goOffline,
  ledgerOf,
  offerLittleSpace,
  openInstalled,
  signedInMember,
  spaceLine,
  storedFilesOf,
} from './support/downloads';
import { gotoStarted } from './support/hydration';
import { freeClip } from './support/player';

/** The free clip's Standard rendition, as its master names it. */
const STANDARD_FOLDER = freeClip.videoUrl.replace('master.m3u8', '540p/');
/** Another free sample with a clip, for a second account. */
const otherFree = sampleVideos.find((video) => video.videoUrl && !video.isPremium && video.id !== freeClip.id)!;

test.describe('downloads on one device', () => {
  test('a download cut off by closing the app resumes from the files it had stored', async ({ page, context }) => {
    await openInstalled(page);
    const { id: userId } = await signedInMember(page);
    const fetched: string[] = [];
    context.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith(STANDARD_FOLDER)) fetched.push(path.slice(STANDARD_FOLDER.length));
    });
    // The fourth segment never answers: the app closes with the download part-way.
    await context.route(`**${STANDARD_FOLDER}seg_003.m4s`, () => undefined);
    await gotoStarted(page, `/video/${freeClip.id}`);
    await chooseDownload(page, 'Standard');
    const progress = page.getByRole('main').getByRole('progressbar', { name: `Downloading ${freeClip.title}` });
    await expect(progress).toHaveAttribute('aria-valuenow', /^([1-9]|[1-9]\d)$/);
    // The words say the bar's percentage (once the download has stopped moving, waiting on that segment).
    const words = page.getByRole('main').getByText(/^Downloading \d+%$/);
    await expect.poll(async () => (await words.textContent()) === `Downloading ${await progress.getAttribute('aria-valuenow')}%`).toBe(true);
    await expect(page.getByRole('main').getByRole('button', { name: `Cancel the download of ${freeClip.title}` })).toHaveText('Cancel');
    const partway = await ledgerOf(page, userId);
    expect(partway?.downloads.map(({ state }) => state)).toEqual(['downloading']);
    await page.close();
    await context.unrouteAll({ behavior: 'ignoreErrors' });

    const reopened = await context.newPage();
    await gotoStarted(reopened, `/video/${freeClip.id}`);
    await expect(downloadedButton(reopened)).toBeVisible({ timeout: 20_000 });
    expect((await ledgerOf(reopened, userId))?.downloads.map(({ state }) => state)).toEqual(['complete']);
    // Resumed, not begun again: what was stored before the close was not fetched a second time.
    expect(fetched.filter((file) => file === 'seg_000.m4s')).toHaveLength(1);
    expect(fetched.filter((file) => file === 'seg_003.m4s')).toHaveLength(2);
  });

  test('with too little space left, a download is refused politely and nothing is stored', async ({ page, context }) => {
    // 100 KB left: less than any quality of the clip.
    await offerLittleSpace(context, 100_000);
    await openInstalled(page);
    const { id: userId } = await signedInMember(page);
    await gotoStarted(page, `/video/${freeClip.id}`);
    await chooseDownload(page, 'Standard');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(en['offline.error.no-space']);
    expect(await ledgerOf(page, userId)).toBeNull();
    expect(await storedFilesOf(page, userId)).toEqual([]);
    await expect(downloadButton(page)).toBeEnabled();
  });

  test('Remove in the library takes a download and its files off the device, and gives its space back', async ({ page }) => {
    await openInstalled(page);
    const { id: userId } = await signedInMember(page);
    await downloadFromWatchPage(page, otherFree, 'Audio only');
    await downloadFromWatchPage(page, freeClip, 'Standard');
    const stored = await storedFilesOf(page, userId);
    expect(stored.filter((path) => path.includes(`/${freeClip.id}/`)).length).toBeGreaterThan(5);
    const usage = () => page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);

    await gotoStarted(page, '/library');
    const section = downloadsSection(page);
    const item = downloadItem(section, freeClip);
    await expect(item).toContainText('Standard · 540p');
    await expect(spaceLine(section)).toBeVisible();
    const before = { line: await spaceLine(section).textContent(), usage: await usage() };
    await item.getByRole('button', { name: `Remove ${freeClip.title}` }).click();
    await expect(item).toHaveCount(0);
    await expect(downloadItem(section, otherFree)).toBeVisible();
    expect((await ledgerOf(page, userId))?.downloads.map((record) => record.video.id)).toEqual([otherFree.id]);
    expect((await storedFilesOf(page, userId)).filter((path) => path.includes(`/${freeClip.id}/`))).toEqual([]);
    // What the browser counts for the site shrinks by about the download's size, and the line says so.
    await expect.poll(usage).toBeLessThan(before.usage - 300_000);
    await expect(spaceLine(section)).not.toHaveText(before.line ?? '');
  });

  test('two accounts on one browser never see each other’s downloads', async ({ page, context }) => {
    test.setTimeout(90_000);
    await openInstalled(page);
    const first = await signedInMember(page);
    await downloadFromWatchPage(page, freeClip, 'Standard');
    // The first account's session ends while the app is closed (it lapsed, or was ended on another device): its
    // downloads stay, theirs alone.
    await page.goto('/healthz');
    await page.evaluate(() => localStorage.removeItem('supabase.auth.token'));

    const second = await signedInMember(page);
    await gotoStarted(page, `/video/${freeClip.id}`);
    await expect(downloadButton(page)).toBeVisible();
    await expect(downloadedButton(page)).toHaveCount(0);
    await gotoStarted(page, '/library');
    await expect(downloadItem(downloadsSection(page), freeClip)).toHaveCount(0);
    await downloadFromWatchPage(page, otherFree, 'Standard');
    await goOffline(context, page);
    await gotoStarted(page, `/video/${freeClip.id}`);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(en['offline.needsConnection']);
    await context.setOffline(false);

    expect((await ledgerOf(page, first.id))?.downloads.map((record) => record.video.id)).toEqual([freeClip.id]);
    expect((await ledgerOf(page, second.id))?.downloads.map((record) => record.video.id)).toEqual([otherFree.id]);
    expect((await storedFilesOf(page, second.id)).every((path) => path.includes(otherFree.id))).toBe(true);

    // The second signs out (their downloads go); the first comes back to theirs alone.
    await accountMenuButton(page, second.email).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).click();
    await expect.poll(() => ledgerOf(page, second.id)).toBeNull();
    await signInThroughForm(page, first.email, PASSWORD);
    await expect(accountMenuButton(page, first.email)).toBeVisible();
    await gotoStarted(page, '/library');
    await expect(downloadItem(downloadsSection(page), freeClip)).toBeVisible();
    await expect(downloadItem(downloadsSection(page), otherFree)).toHaveCount(0);
  });
});
