import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { captionTracks } from '../../src/content/captions';
import { guideScripts } from '../../src/content/guideScripts';
import { clipOfUrl } from '../../src/content/mediaPaths';
import { gotoStarted, waitForHydration } from './support/hydration';
import { activeCueText, freeClip as clip, openPlayerDialog as openDialog, seekToCue } from './support/player';

const script = guideScripts[clipOfUrl(clip.videoUrl)!];
const viewports = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

async function openWatchPage(page: Page) {
  await gotoStarted(page, `/video/${clip.id}`);
  return page.getByRole('group', { name: `Video player: ${clip.title}` });
}

async function choose(player: Locator, button: RegExp, option: string) {
  await player.getByRole('button', { name: button }).click();
  await player.page().getByRole('menuitemradio', { name: option, exact: true }).click();
  await expect(player.page().getByRole('menu')).toHaveCount(0);
  // A key pressed next goes where focus is: back on the menu's button, inside the player, a moment after it closed.
  await expect(player.getByRole('button', { name: button })).toBeFocused();
}

/** Each text track's mode, by language. */
const modes = (video: Locator) =>
  video.evaluate((v: HTMLVideoElement) => Object.fromEntries([...v.textTracks].map((track) => [track.language, track.mode])));

async function play(player: Locator) {
  const video = player.locator('video');
  await player.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.3);
}

/** Plays the video a moment and pauses it: its stream is loaded by the first play, and from then on a seek shows the cue there. */
async function loadStream(player: Locator) {
  await play(player);
  await player.getByRole('button', { name: 'Pause' }).click();
}

test.describe('captions', () => {
  test('the caption files are served as text/vtt', async ({ request }) => {
    for (const track of captionTracks(clip.videoUrl)) {
      const response = await request.get(track.src);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^text\/vtt/);
    }
  });

  test('in the dialog: English shows the spoken line at its time, Español its translation, Off hides them', async ({ page }) => {
    const dialog = await openDialog(page);
    const video = dialog.locator('video');
    await expect(dialog.getByRole('button', { name: 'Captions: Off' })).toBeVisible();

    await choose(dialog, /^Captions/, 'English');
    expect(await modes(video)).toEqual({ en: 'showing', es: 'disabled', fr: 'disabled', de: 'disabled' });
    await loadStream(dialog);
    await seekToCue(video, 1);
    await expect.poll(() => activeCueText(video)).toBe(script[1]!.en);

    await choose(dialog, /^Captions/, 'Español');
    expect(await modes(video)).toEqual({ en: 'disabled', es: 'showing', fr: 'disabled', de: 'disabled' });
    await seekToCue(video, 0);
    await expect.poll(() => activeCueText(video)).toBe(script[0]!.es);
    await expect(dialog.getByRole('button', { name: 'Captions: Español' })).toBeVisible();

    await choose(dialog, /^Captions/, 'Off');
    expect(Object.values(await modes(video))).toEqual(['disabled', 'disabled', 'disabled', 'disabled']);
    await expect.poll(() => activeCueText(video)).toBeUndefined();
  });

  test('c toggles captions; the choice survives a reload of the watch page', async ({ page }) => {
    const player = await openWatchPage(page);
    const video = player.locator('video');
    await player.getByRole('button', { name: 'Play', exact: true }).focus();
    await page.keyboard.press('c');
    await expect.poll(() => modes(video)).toMatchObject({ en: 'showing' });
    await choose(player, /^Captions/, 'Deutsch');
    await page.keyboard.press('c');
    await expect(player.getByRole('button', { name: 'Captions: Off' })).toBeVisible();
    await page.keyboard.press('c');
    await expect(player.getByRole('button', { name: 'Captions: Deutsch' })).toBeVisible();

    await page.reload();
    await waitForHydration(page);
    await expect(player.getByRole('button', { name: 'Captions: Deutsch' })).toBeVisible();
    await expect.poll(() => modes(video)).toEqual({ en: 'disabled', es: 'disabled', fr: 'disabled', de: 'showing' });
    await loadStream(player);
    await seekToCue(video, 2);
    await expect.poll(() => activeCueText(video)).toBe(script[2]!.de);
  });

  test('in full screen the menus open inside the full-screen player, and the captions still show', async ({ page }) => {
    const dialog = await openDialog(page);
    const video = dialog.locator('video');
    await choose(dialog, /^Captions/, 'English');
    await loadStream(dialog);
    await page.keyboard.press('f');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('role'))).toBe('group');
    await seekToCue(video, 0);
    await expect.poll(() => activeCueText(video)).toBe(script[0]!.en);
    await dialog.getByRole('button', { name: /^Captions/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await page.evaluate(() => document.fullscreenElement?.contains(document.querySelector('[role="menu"]')))).toBe(true);
  });

  test('Escape closes an open menu first, then the dialog', async ({ page }) => {
    const dialog = await openDialog(page);
    await dialog.getByRole('button', { name: /^Playback speed/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Playback speed/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('playback speed', () => {
  test("changes the video's rate, and is remembered for the next video", async ({ page }) => {
    const dialog = await openDialog(page);
    const video = dialog.locator('video');
    await choose(dialog, /^Playback speed/, '1.5×');
    expect(await video.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5);
    await play(dialog);
    expect(await video.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5);

    const player = await openWatchPage(page);
    await expect(player.getByRole('button', { name: 'Playback speed: 1.5×' })).toBeVisible();
    expect(await player.locator('video').evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5);
  });
});

test.describe('picture-in-picture', () => {
  test('Chromium has the button; it opens and closes the picture-in-picture window', async ({ page }) => {
    const player = await openWatchPage(page);
    const button = player.getByRole('button', { name: 'Picture in picture' });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await play(player);
    // The stream's length shows once it plays (the rendition's segments may add a fraction of a second).
    await expect(player.getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-valuemax', /^24(\.\d+)?$/);
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => document.pictureInPictureElement?.tagName)).toBe('VIDEO');
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  });
});

test.describe('Media Session', () => {
  const session = (page: Page) =>
    page.evaluate(() => {
      const { metadata, playbackState } = navigator.mediaSession;
      return {
        playbackState,
        title: metadata?.title,
        artist: metadata?.artist,
        artwork: metadata?.artwork.map(({ src, sizes, type }) => ({ src: new URL(src).pathname, sizes, type })),
      };
    });

  test('while playing, the metadata names the video and its teacher with the poster; closing clears it', async ({ page }) => {
    const dialog = await openDialog(page);
    await play(dialog);
    await expect.poll(() => session(page)).toEqual({
      playbackState: 'playing',
      title: clip.title,
      artist: clip.instructor,
      artwork: [
        { src: clip.thumbnail, sizes: '640x360', type: 'image/webp' },
        { src: clip.thumbnail.replace('-640.', '-1280.'), sizes: '1280x720', type: 'image/webp' },
      ],
    });
    await dialog.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(async () => (await session(page)).playbackState).toBe('paused');
    await page.keyboard.press('Escape');
    await expect.poll(() => session(page)).toMatchObject({ playbackState: 'none', title: undefined });
  });
});

test.describe('accessibility of a playing video with captions', () => {
  // Two full axe scans of a playing page take a while on a busy 2-core machine.
  test.describe.configure({ timeout: 90_000 });
  for (const viewport of viewports) {
    test(`dialog at ${viewport.width} px: no axe violations while playing with captions, and with a menu open`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const dialog = await openDialog(page);
      await choose(dialog, /^Captions/, 'English');
      await play(dialog);
      expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
      await dialog.getByRole('button', { name: /^Playback speed/ }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
    });

    test(`watch page at ${viewport.width} px: no axe violations while playing with captions`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const player = await openWatchPage(page);
      await choose(player, /^Captions/, 'Français');
      await play(player);
      expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
      // Every control of the bar fits the width: nothing is cut off on a phone.
      const bar = await player.getByRole('button', { name: 'Full screen' }).boundingBox();
      expect(bar!.x + bar!.width).toBeLessThanOrEqual(viewport.width);
    });
  }
});
