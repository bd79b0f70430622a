import { expect, type Page } from '@playwright/test';

/**
 * Wait until React owns the page. Public pages arrive prerendered and load the app after their first paint
 * (src/app/boot.ts); until then the page works as HTML, without the app's handlers (decision 1405). On a page
 * whose fake clock is paused, `tickClock` moves it on meanwhile, often: boot waits for a frame and yields
 * between chunks, which such a clock grants only when it moves.
 */
export async function waitForHydration(page: Page, { tickClock = false, timeout }: { tickClock?: boolean; timeout?: number } = {}): Promise<void> {
  await expect
    .poll(async () => {
      if (tickClock) await page.clock.runFor(50);
      return appStarted(page);
    }, tickClock ? { intervals: [20], timeout: timeout ?? 15_000 } : { timeout })
    .toBe(true);
}

/** Whether React owns the page yet. */
export function appStarted(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const first = document.getElementById('root')?.firstElementChild;
    return !!first && Object.keys(first).some((key) => key.startsWith('__reactFiber'));
  });
}
