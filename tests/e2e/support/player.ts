import { expect, type Page } from '@playwright/test';
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
