import { expect, type Page } from '@playwright/test';

/**
 * The app starts after the first paint and loads its chunks one at a time (boot.ts): with two browsers at work on
 * a busy two-core machine that has taken more than the 7 s an expectation gets.
 */
const START_TIMEOUT_MS = 20_000;

/**
 * Wait until React owns the page. Public pages arrive prerendered and load the app after their first paint
 * (src/app/boot.ts); until then the page works as HTML, without the app's handlers (decision 1405). On a page
 * whose fake clock is paused, `tickClock` moves it on meanwhile, often: boot waits for a frame and yields
 * between chunks, which such a clock grants only when it moves.
 */
export async function waitForHydration(page: Page, { tickClock = false }: { tickClock?: boolean } = {}): Promise<void> {
  await expect
    .poll(async () => {
      if (tickClock) await page.clock.runFor(50);
      return appStarted(page);
    }, { timeout: START_TIMEOUT_MS, ...(tickClock && { intervals: [20] }) })
    .toBe(true);
}

/** Opens `url` and waits until the app owns the page (after a redirect too: an email link lands on the site). */
export async function gotoStarted(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/** Whether React owns the page yet. */
export function appStarted(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const first = document.getElementById('root')?.firstElementChild;
    return !!first && Object.keys(first).some((key) => key.startsWith('__reactFiber'));
  });
}
