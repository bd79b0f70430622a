import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator } from '@playwright/test';
import { findTeacherByName } from '../../src/content/teachers';
import { allVideos, sampleVideos } from '../../src/content/videos';
import { freeClip as clip, openPlayerDialog as openDialog } from './support/player';

const premium = allVideos.find((video) => video.videoUrl && video.isPremium)!;

const currentTime = (video: Locator) => video.evaluate((v: HTMLVideoElement) => v.currentTime);
const isPaused = (video: Locator) => video.evaluate((v: HTMLVideoElement) => v.paused);

test.describe('media serving', () => {
  test("a sample video's master playlist lists its renditions; a segment answers a Range request with 206 and just those bytes", async ({ request }) => {
    const master = await request.get(clip.videoUrl);
    expect(master.headers()['content-type']).toMatch(/^application\/vnd\.apple\.mpegurl/);
    const variants = (await master.text()).split('\n').filter((line) => line.endsWith('/playlist.m3u8'));
    expect(variants).toEqual(['240p/playlist.m3u8', '360p/playlist.m3u8', '540p/playlist.m3u8', '720p/playlist.m3u8', 'audio/playlist.m3u8']);
    const response = await request.get(new URL('720p/seg_000.m4s', new URL(clip.videoUrl, 'http://host')).pathname, { headers: { Range: 'bytes=0-1023' } });
    expect(response.status()).toBe(206);
    expect(response.headers()['content-type']).toMatch(/^video\/iso\.segment/);
    expect(response.headers()['content-range']).toMatch(/^bytes 0-1023\/\d+$/);
    expect((await response.body()).length).toBe(1024);
  });
});

test.describe('dialog player', () => {
  test('shows the title, By {instructor}, the disclaimer and the description', async ({ page }) => {
    const dialog = await openDialog(page);
    await expect(dialog.getByText(`By ${clip.instructor}`)).toBeVisible();
    await expect(
      dialog.getByText(
        'This content is hosted by a third-party provider and subject to their terms of service. We are not responsible for the content of this video.',
      ),
    ).toBeVisible();
    await expect(dialog.getByText(clip.description)).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(768);
    expect(box.height).toBeLessThanOrEqual(900 * 0.9 + 1);
  });

  test('really plays the clip, and closing the dialog pauses it', async ({ page }) => {
    const dialog = await openDialog(page);
    const video = dialog.locator('video');
    await dialog.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(() => currentTime(video), { timeout: 10_000 }).toBeGreaterThan(0.5);
    await expect(dialog.getByRole('button', { name: 'Pause' })).toBeVisible();
    const element = await video.elementHandle();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await element!.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    // Focus returns to the card that opened the dialog.
    await expect(page.getByRole('main').getByRole('link', { name: new RegExp(clip.title) })).toBeFocused();
  });

  test('Escape closes the dialog and pauses the video too', async ({ page }) => {
    const dialog = await openDialog(page);
    await page.keyboard.press('Space');
    const element = await dialog.locator('video').elementHandle();
    await expect.poll(() => element!.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.2);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await element!.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });

  test('returns to paused when the clip ends', async ({ page }) => {
    const dialog = await openDialog(page);
    const video = dialog.locator('video');
    // The stream is loaded once the video plays: its length is known from then on.
    await dialog.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.duration), { timeout: 10_000 }).toBeGreaterThan(2);
    await video.evaluate((v: HTMLVideoElement) => {
      v.currentTime = v.duration - 1;
    });
    await expect(dialog.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.ended), { timeout: 10_000 }).toBe(true);
    await expect(dialog.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    expect(await isPaused(video)).toBe(true);
  });

  test('the volume slider runs 0 to 1 in steps of 0.1 from 1, and moves the real volume', async ({ page }) => {
    const dialog = await openDialog(page);
    const volume = dialog.getByRole('slider', { name: 'Volume' });
    await expect(volume).toHaveAttribute('aria-valuemin', '0');
    await expect(volume).toHaveAttribute('aria-valuemax', '1');
    await expect(volume).toHaveAttribute('aria-valuenow', '1');
    await volume.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(volume).toHaveAttribute('aria-valuenow', '0.9');
    expect(await dialog.locator('video').evaluate((v: HTMLVideoElement) => v.volume)).toBeCloseTo(0.9);
  });

  test('keyboard: k plays and pauses, m mutes, arrows seek 5 s', async ({ page }) => {
    const dialog = await openDialog(page);
    const video = dialog.locator('video');
    await page.keyboard.press('k');
    await expect(dialog.getByRole('button', { name: 'Pause' })).toBeVisible();
    await page.keyboard.press('k');
    await expect(dialog.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    expect(await isPaused(video)).toBe(true);
    await page.keyboard.press('m');
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    const before = await currentTime(video);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => currentTime(video)).toBeCloseTo(before + 5, 0);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => currentTime(video)).toBeCloseTo(before, 0);
  });

  test('f enters and leaves full screen', async ({ page }) => {
    await openDialog(page);
    await page.keyboard.press('f');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('role'))).toBe('group');
    await page.keyboard.press('f');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
  });

  test('says so clearly when the media fails to load', async ({ page }) => {
    await page.route('**/media/hls/**/playlist.m3u8', (route) => route.abort('failed'));
    const dialog = await openDialog(page);
    await dialog.getByRole('button', { name: 'Play', exact: true }).click();
    // hls.js tries a failed playlist again, waiting longer each time, before it gives up: seconds on a loaded machine.
    await expect(dialog.getByRole('alert')).toContainText('could not be loaded', { timeout: 20_000 });
    await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test("a video without a URL is not in the grid; its watch page says 'Video playback is not available.'", async ({ page }) => {
    const silent = sampleVideos.find((video) => !video.videoUrl)!;
    await page.goto('/videos/all');
    await expect(page.getByRole('main').getByText(silent.title)).toHaveCount(0);
    await page.goto(`/video/${silent.id}`);
    await expect(page.getByText('Video playback is not available.')).toBeVisible();
  });
});

test.describe('watch page', () => {
  test('plays the video large, links the instructor to the teacher page', async ({ page }) => {
    await page.goto(`/video/${clip.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(clip.title);
    await expect(page).toHaveTitle(new RegExp(`^${clip.title} · `));
    const video = page.locator('video');
    const width = await video.evaluate((v) => v.getBoundingClientRect().width);
    expect(width).toBeGreaterThan(900);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(() => currentTime(video), { timeout: 10_000 }).toBeGreaterThan(0.5);
    const teacher = findTeacherByName(clip.instructor)!;
    await page.getByRole('main').getByRole('link', { name: clip.instructor, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/teacher/${teacher.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(teacher.name);
  });

  test("related videos lead to their own watch pages; premium 'More Info' leads to /subscribe", async ({ page }) => {
    await page.goto(`/video/${clip.id}`);
    const related = page.getByRole('region', { name: 'Continue your practice' });
    const first = related.getByRole('link').first();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/video\/[\w-]+$/);
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await page.goto(`/video/${premium.id}`);
    await page.getByRole('link', { name: 'More Info' }).click();
    await expect(page).toHaveURL(/\/subscribe$/);
  });

  test('an unknown id shows a not-found state', async ({ page }) => {
    await page.goto('/video/no-such-video');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Video Not Found');
    await page.getByRole('main').getByRole('link', { name: 'Browse All Videos' }).click();
    await expect(page).toHaveURL(/\/videos\/all$/);
  });

  for (const path of [`/video/${clip.id}`, `/video/${premium.id}`, '/video/no-such-video']) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => v.id)).toEqual([]);
    });
  }
});
