import { expect, type Page } from '@playwright/test';

/** Wait until the service worker controls the page (it claims clients on first install). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 15_000 });
}

/**
 * Dispatch what Chromium dispatches when the site may be installed, until the app has picked it up
 * (its listener prevents the default). Records prompt() calls in window.__installPrompts.
 */
export async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed' = 'dismissed'): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate((choice) => {
        const event = new Event('beforeinstallprompt', { cancelable: true });
        const record = window as unknown as { __installPrompts?: number };
        Object.assign(event, {
          prompt: async () => {
            record.__installPrompts = (record.__installPrompts ?? 0) + 1;
          },
          userChoice: Promise.resolve({ outcome: choice, platform: 'web' }),
        });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      }, outcome),
    )
    .toBe(true);
}

/** Every URL path held in any Cache Storage cache of the page's origin. */
export function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}
