import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withBootScript } from '../scripts/prerender';

let pages = 0;
/** The app as a data: module that counts its runs; unique per page, since the browser (or Node) runs a URL once. */
const appModule = () =>
  `data:text/javascript,${encodeURIComponent(`globalThis.bootTestApp = (globalThis.bootTestApp ?? 0) + 1; // ${++pages}`)}`;

/** A prerendered page as scripts/prerender.ts writes it: boot's script element naming the app, and a priority image. */
function prerenderedPage({ imageLoaded }: { imageLoaded: boolean }) {
  document.head.innerHTML = `<script type="module" src="/assets/boot.js" data-app="${appModule()}" data-preload="/assets/site.js /assets/lib.js"></script>`;
  document.body.innerHTML =
    '<div id="root" data-prerendered="/" data-page-chunk="/assets/TeacherPage.js"><img fetchpriority="high" src="/poster.avif" alt=""></div>';
  const image = document.querySelector('img')!;
  Object.defineProperty(image, 'complete', { value: imageLoaded });
  const listening = vi.spyOn(image, 'addEventListener');
  /** Resolves once boot (loaded asynchronously) waits on the image. */
  const waitedOn = () => vi.waitFor(() => expect(listening).toHaveBeenCalledWith('load', expect.any(Function), { once: true }));
  return { image, waitedOn };
}

const preloads = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
const appRuns = () => (globalThis as { bootTestApp?: number }).bootTestApp ?? 0;

describe('boot (the prerendered pages’ only script)', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
    delete (globalThis as { bootTestApp?: number }).bootTestApp;
  });
  afterEach(() => vi.useRealTimers());

  it('fetches nothing until the priority image has loaded and a frame has been painted', async () => {
    const { image, waitedOn } = prerenderedPage({ imageLoaded: false });
    const booted = import('./boot');
    await waitedOn();
    await vi.advanceTimersByTimeAsync(1000);
    expect(preloads()).toEqual([]);
    image.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(0);
    expect(preloads()).toEqual([]); // the frame after the image has not been painted yet
    await vi.advanceTimersByTimeAsync(20);
    await booted;
    expect(preloads()).toEqual(['/assets/site.js', '/assets/lib.js', '/assets/TeacherPage.js']);
    expect(appRuns()).toBe(1);
  });

  it('goes on when the priority image fails, and when it had loaded already', async () => {
    const { image, waitedOn } = prerenderedPage({ imageLoaded: false });
    const booted = import('./boot');
    await waitedOn();
    image.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(20);
    await booted;
    expect(appRuns()).toBe(1);

    vi.resetModules();
    prerenderedPage({ imageLoaded: true });
    const again = import('./boot');
    await vi.advanceTimersByTimeAsync(20);
    await again;
    expect(appRuns()).toBe(2);
  });
});

describe('withBootScript (scripts/prerender.ts)', () => {
  it("puts boot in place of the app's script and module preloads, naming them for later", () => {
    const built = [
      '<head><script type="module" crossorigin src="/assets/index-1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/site-2.js">',
      '<link rel="modulepreload" crossorigin href="/assets/lib-3.js">',
      '<link rel="stylesheet" href="/assets/index-4.css"></head>',
    ].join('\n');
    const page = new DOMParser().parseFromString(withBootScript(built, 'assets/boot-5.js'), 'text/html');
    expect(page.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    const scripts = page.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.getAttribute('src')).toBe('/assets/boot-5.js');
    expect(scripts[0]!.dataset).toMatchObject({ app: '/assets/index-1.js', preload: '/assets/site-2.js /assets/lib-3.js' });
    expect(page.querySelector('link[rel="stylesheet"]')).not.toBeNull();
  });
});
