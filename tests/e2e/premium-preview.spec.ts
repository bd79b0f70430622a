import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { gotoStarted } from './support/hydration';

// A premium sample (a clip of 24 s): its preview is its first quarter in whole segments, one of 4 s.
const PREMIUM = '/video/yin-for-deep-rest';

test.describe('a premium video for someone without Premium', () => {
  for (const width of [390, 1440]) {
    test(`plays the preview through the gate, then pauses on "Continue with Premium" (${width} px)`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      const gate: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/functions/v1/playback/')) gate.push(request.url());
      });
      await gotoStarted(page, PREMIUM);
      const player = page.getByRole('group', { name: /Yin for Deep Rest/ });
      await player.getByRole('button', { name: 'Play' }).first().click();
      const panel = page.getByRole('region', { name: 'Continue with Premium' });
      await expect(panel).toBeVisible({ timeout: 20_000 });
      await expect(panel.getByRole('link', { name: 'See membership' })).toHaveAttribute('href', '/subscribe');
      await expect(panel.getByRole('link', { name: 'Sign in' })).toBeVisible();
      expect(await page.locator('video').evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
      // Every playlist and segment came through the gate, and none past the preview's one segment.
      expect(gate.some((url) => url.endsWith('/master.m3u8'))).toBe(true);
      expect(gate.filter((url) => /seg_\d+\.m4s$/.test(url)).every((url) => url.endsWith('seg_000.m4s'))).toBe(true);
      await page.screenshot({ path: testInfo.outputPath(`preview-end-${width}.png`) });
      await expectNoAxeViolations(page);

      await panel.getByRole('link', { name: 'See membership' }).click();
      await expect(page).toHaveURL('/subscribe');
    });
  }
});
