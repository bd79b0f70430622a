import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { serviceHeaders } from './support/editors';
import { contentType, hlsFixtureDir } from './support/hlsFixture';
import { gotoStarted } from './support/hydration';
import { freeClip } from './support/player';

/** The fixture is served by the page's routes, which a service worker would bypass. */
test.use({ serviceWorkers: 'block' });
// Real playback on a busy two-core machine: the watch page can take 20 s to start (support/hydration.ts).
test.describe.configure({ timeout: 90_000 });

const FIXTURE_PREFIX = '/e2e-hls/';
let fixtureDir: string;

/** A published video of the suite's own whose playback_url is the fixture's master playlist. */
async function publishHlsVideo(page: Page): Promise<string> {
  const id = `hls-${randomBytes(4).toString('hex')}`;
  const response = await page.request.post('/rest/v1/videos', {
    headers: await serviceHeaders(),
    data: {
      id,
      title: `Evening Breath ${id}`,
      description: 'A stream for the player tests.',
      teacher_id: 'amara-okafor',
      category: 'meditation',
      poster_url: freeClip.thumbnail,
      playback_url: `${FIXTURE_PREFIX}${id}/master.m3u8`,
      published_at: new Date(Date.now() - 60_000).toISOString(),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return id;
}

/** Serves the fixture under /e2e-hls/{id}/ and opens the video's watch page; returns the player's parts. */
async function openStream(page: Page) {
  const id = await publishHlsVideo(page);
  await page.route(`**${FIXTURE_PREFIX}${id}/**`, (route) => {
    const file = new URL(route.request().url()).pathname.slice(`${FIXTURE_PREFIX}${id}/`.length);
    return route.fulfill({ body: readFileSync(path.join(fixtureDir, file)), contentType: contentType(file) });
  });
  const fetched: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith(FIXTURE_PREFIX)) fetched.push(url.pathname.slice(`${FIXTURE_PREFIX}${id}/`.length));
  });
  await gotoStarted(page, `/video/${id}`);
  const player = page.getByRole('group', { name: /^Video player/ });
  return { player, video: player.locator('video'), fetched };
}

const currentTime = (video: Locator) => video.evaluate((v: HTMLVideoElement) => v.currentTime);
const isPaused = (video: Locator) => video.evaluate((v: HTMLVideoElement) => v.paused);

test.beforeAll(() => {
  fixtureDir = hlsFixtureDir();
});

test('an HLS video plays through hls.js; Quality lists Auto, 360p and 240p, and a switch keeps the position and pause', async ({ page }) => {
  const { player, video, fetched } = await openStream(page);
  await player.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => currentTime(video), { timeout: 15_000 }).toBeGreaterThan(0.3);
  // Paused, so the 8 s clip cannot run out meanwhile on a slow machine.
  await player.getByRole('button', { name: 'Pause' }).click();
  await expect.poll(() => isPaused(video)).toBe(true);
  // Back inside the first segment: a switch refetches what lies ahead of it, which a slow machine might already
  // have played past.
  await video.evaluate((v: HTMLVideoElement) => { v.currentTime = 1; });
  await expect.poll(() => currentTime(video)).toBeCloseTo(1, 1);
  const at = await currentTime(video);

  await player.getByRole('button', { name: /^Quality: Auto \(\d+p\)$/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitemradio')).toHaveText([/^Auto \(\d+p\)$/, '360p', '240p']);
  const before = fetched.length;
  await menu.getByRole('menuitemradio', { name: '240p' }).click();
  await expect(player.getByRole('button', { name: 'Quality: 240p' })).toBeFocused();
  await expect.poll(() => fetched.slice(before).some((file) => /^240p\/segment_\d+\.m4s$/.test(file)), { timeout: 15_000 }).toBe(true);
  expect(await isPaused(video)).toBe(true);
  expect(await currentTime(video)).toBeCloseTo(at, 0);

  await player.getByRole('button', { name: 'Quality: 240p' }).click();
  await expect(menu.getByRole('menuitemradio', { name: '240p' })).toHaveAttribute('aria-checked', 'true');
  await expectNoAxeViolations(page);
});

test('hovering the seek bar shows the storyboard thumbnail and the time there, the storyboard fetched once', async ({ page }) => {
  const { player, video, fetched } = await openStream(page);
  // The stream is loaded when the video first plays.
  await player.getByRole('button', { name: 'Play', exact: true }).click();
  await player.getByRole('button', { name: 'Pause' }).click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.duration), { timeout: 10_000 }).toBeGreaterThan(7);
  const bar = player.getByRole('slider', { name: 'Seek' }).locator('xpath=ancestor::div[contains(@class, "grow")][1]');
  const box = (await bar.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2);
  const preview = player.getByTestId('seek-preview');
  await expect(preview).toHaveText('0:04');
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2);
  await expect(preview).toHaveText('0:02');
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2);
  await expect(preview.getByTestId('seek-thumbnail')).toHaveCSS('background-position', '-320px 0px');
  expect(fetched.filter((file) => file === 'storyboard.vtt')).toHaveLength(1);
  await expect.poll(() => fetched.includes('storyboard.jpg')).toBe(true);
});

test('Listen plays the audio-only rendition from the same moment, and Watch brings the picture back', async ({ page }) => {
  const { player, video, fetched } = await openStream(page);
  await player.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => currentTime(video), { timeout: 15_000 }).toBeGreaterThan(1);
  // Paused, so the 8 s clip cannot run out meanwhile on a slow machine; the unit tests keep a playing one playing.
  await player.getByRole('button', { name: 'Pause' }).click();
  await expect.poll(() => isPaused(video)).toBe(true);
  const at = await currentTime(video);

  await player.getByRole('button', { name: 'Listen' }).click();
  await expect(player.getByRole('button', { name: 'Watch' })).toBeFocused();
  await expect(player.getByTestId('listening-cover')).toBeVisible();
  await expect.poll(() => fetched.some((file) => /^audio\/segment_\d+\.m4s$/.test(file)), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => currentTime(video), { timeout: 15_000 }).toBeCloseTo(at, 0);
  expect(await isPaused(video)).toBe(true);
  await expect(player.getByRole('button', { name: /^Quality/ })).toHaveCount(0);
  await player.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => currentTime(video), { timeout: 15_000 }).toBeGreaterThan(at + 0.3);
  await player.getByRole('button', { name: 'Pause' }).click();
  await expect.poll(() => isPaused(video)).toBe(true);

  const listened = await currentTime(video);
  const before = fetched.length;
  await player.getByRole('button', { name: 'Watch' }).click();
  await expect(player.getByRole('button', { name: 'Listen' })).toBeFocused();
  await expect(player.getByTestId('listening-cover')).toHaveCount(0);
  await expect.poll(() => fetched.slice(before).some((file) => /^(360p|240p)\/segment_\d+\.m4s$/.test(file)), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => currentTime(video), { timeout: 15_000 }).toBeCloseTo(listened, 0);
  expect(await isPaused(video)).toBe(true);
});
