import { expect, type Locator, type Page } from '@playwright/test';
import type { Video } from '../../../src/content/types';
import { sampleVideos } from '../../../src/content/videos';
import { gotoStarted } from './hydration';

/** The first free sample video that plays a clip: the one the player suites open. */
export const freeClip = sampleVideos.find((video) => video.videoUrl && !video.isPremium)!;

/** Opens the dialog player of `video` from /videos/all and returns the dialog. */
export async function openPlayerDialog(page: Page, video: Video = freeClip) {
  await gotoStarted(page, '/videos/all');
  await page.getByRole('main').getByRole('link', { name: new RegExp(video.title) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: video.title })).toBeVisible();
  return dialog;
}

/** Seeks into the middle of cue `index` of the showing track, once the browser has loaded its cues. */
export async function seekToCue(video: Locator, index: number) {
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => [...v.textTracks].find((t) => t.mode === 'showing')?.cues?.length ?? 0))
    .toBeGreaterThan(index);
  await video.evaluate((v: HTMLVideoElement, i) => {
    const cue = [...v.textTracks].find((t) => t.mode === 'showing')!.cues![i]!;
    v.currentTime = (cue.startTime + cue.endTime) / 2;
  }, index);
}

/** The text of the cue the browser shows now. */
export const activeCueText = (video: Locator) =>
  video.evaluate((v: HTMLVideoElement) => ([...v.textTracks].find((t) => t.mode === 'showing')?.activeCues?.[0] as VTTCue | undefined)?.text);
