/** Register the service worker from the site root; a failure is only logged (spec §2). */
export async function registerServiceWorker(nav: Navigator = navigator): Promise<void> {
  if (!('serviceWorker' in nav)) return;
  try {
    await nav.serviceWorker.register('/sw.js', { scope: '/' });
  } catch (error) {
    console.error('Service worker registration failed', error);
  }
}
