import { expect, type Page } from '@playwright/test';

/**
 * Wait until React owns the page. Public pages arrive prerendered and hydrate a frame later; a click
 * before that reaches HTML with no handler yet.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const first = document.getElementById('root')?.firstElementChild;
        return !!first && Object.keys(first).some((key) => key.startsWith('__reactFiber'));
      }),
    )
    .toBe(true);
}
