import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scriptHash, withBootScript } from '../../scripts/prerender';
import { APP_STARTED_EVENT } from '../lib/announceStart';

let pages = 0;
/** A data: module that logs its evaluation; unique per page, since the browser (or Node) runs a URL once. */
const dataModule = (name: string, code = '') =>
  `data:text/javascript,${encodeURIComponent(`(globalThis.bootTestLog ??= []).push(${JSON.stringify(name)}); ${code} // ${pages}`)}`;
const appModule = () => dataModule('app');
const evaluated = () => (globalThis as { bootTestLog?: string[] }).bootTestLog ?? [];

/** A prerendered page as scripts/prerender.ts writes it: boot's script element naming the app, and a priority image. */
function prerenderedPage() {
  pages++;
  document.head.innerHTML = `<script type="module" data-app="${appModule()}" data-preload="${dataModule('react-dom')} ${dataModule('lib')}" data-manifest="/manifest.webmanifest"></script>`;
  document.body.innerHTML = `<div id="root" data-prerendered="/" data-page-chunk="${dataModule('page')}"><img fetchpriority="high" src="/poster.avif" alt=""></div>`;
  let decoded: () => void = () => {};
  let failed: () => void = () => {};
  const decode = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        decoded = resolve;
        failed = () => reject(new DOMException('broken', 'EncodingError'));
      }),
  );
  document.querySelector('img')!.decode = decode;
  /** Resolves once boot (loaded asynchronously) waits on the image. */
  const waitedOn = () => vi.waitFor(() => expect(decode).toHaveBeenCalled());
  return { waitedOn, decoded: () => decoded(), failed: () => failed() };
}

const preloads = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].length;
const manifestLink = () => document.querySelector<HTMLLinkElement>('link[rel="manifest"]');

describe('boot (the prerendered pages’ only script)', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
    delete (globalThis as { bootTestLog?: string[] }).bootTestLog;
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('fetches nothing until the priority image is decoded and a frame has been painted', async () => {
    const page = prerenderedPage();
    const booted = import('./boot');
    await page.waitedOn();
    await vi.advanceTimersByTimeAsync(1000);
    expect(preloads()).toBe(0);
    expect(manifestLink()).toBeNull();
    page.decoded();
    await vi.advanceTimersByTimeAsync(0);
    expect(preloads()).toBe(0); // the frame after the image has not been painted yet
    expect(manifestLink()).toBeNull();
    await vi.advanceTimersByTimeAsync(20);
    await booted;
    expect(preloads()).toBe(4); // the app, its chunks and the page's chunk, fetched in parallel
    expect(manifestLink()?.getAttribute('href')).toBe('/manifest.webmanifest');
    expect(evaluated()).toEqual(['react-dom', 'lib', 'app']); // the page chunk is main.tsx's to import
  });

  it("evaluates the app's chunks one task at a time", async () => {
    const page = prerenderedPage();
    const fakeSetTimeout = globalThis.setTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((callback: () => void, ms?: number) => {
      if (evaluated().length > 0) (globalThis as { bootTestLog?: string[] }).bootTestLog!.push('next task');
      return fakeSetTimeout(callback, ms);
    }) as typeof setTimeout);
    const booted = import('./boot');
    await page.waitedOn();
    page.decoded();
    await vi.advanceTimersByTimeAsync(20);
    await booted;
    expect(evaluated()).toEqual(['react-dom', 'next task', 'lib', 'next task', 'app']);
  });

  it('waits for the first contentful paint as well (a frame callback can run before the first frame is shown)', async () => {
    let paint: (name: string) => void = () => {};
    class FakePaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: (entries: { getEntriesByName: (name: string) => unknown[] }) => void) {
        paint = (name) => callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    const page = prerenderedPage();
    const booted = import('./boot');
    await page.waitedOn();
    page.decoded();
    paint('first-paint');
    await vi.advanceTimersByTimeAsync(100);
    expect(preloads()).toBe(0);
    paint('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(20);
    await booted;
    expect(evaluated()).toContain('app');
  });

  it('links the full stylesheet after the first paint and starts the app only once it has loaded (or failed)', async () => {
    const page = prerenderedPage();
    document.querySelector('script')!.dataset.styles = '/assets/index-1.css';
    const stylesheet = () => document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
    const booted = import('./boot');
    await page.waitedOn();
    expect(stylesheet()).toBeNull();
    page.decoded();
    await vi.advanceTimersByTimeAsync(20);
    expect(stylesheet()?.getAttribute('href')).toBe('/assets/index-1.css');
    expect(evaluated()).not.toContain('app');
    stylesheet()!.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(0);
    await booted;
    expect(evaluated()).toContain('app');
  });

  it('goes on when the priority image fails', async () => {
    const page = prerenderedPage();
    const booted = import('./boot');
    await page.waitedOn();
    page.failed();
    await vi.advanceTimersByTimeAsync(20);
    await booted;
    expect(evaluated()).toContain('app');
  });

  it('waits for one frame on a page without a priority image', async () => {
    prerenderedPage();
    document.querySelector('img')!.remove();
    const booted = import('./boot');
    await vi.advanceTimersByTimeAsync(20);
    await booted;
    expect(evaluated()).toContain('app');
  });
});

describe('boot and a form sent before the app (decision 2426)', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
    document.dispatchEvent(new Event(APP_STARTED_EVENT)); // the boots of earlier tests stop holding forms
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A prerendered page whose app never finishes loading (or fails to), with a form; every submit event, as it ended. */
  function pageWithForm(method: 'post' | 'get', { appFails = false } = {}) {
    pages++;
    const app = appFails ? dataModule('app', 'throw new Error("offline");') : appModule();
    document.head.innerHTML = `<script type="module" data-app="${app}"></script>`;
    document.body.innerHTML = `<div id="root"><form method="${method}"><input name="email"><button type="submit">Send</button></form></div>`;
    const form = document.querySelector('form')!;
    const button = document.querySelector('button')!;
    const submits: { prevented: boolean; submitter: HTMLElement | null }[] = [];
    // Last in line, as the browser's own handling: what the event looks like once every listener has run.
    const record = (event: SubmitEvent) => {
      submits.push({ prevented: event.defaultPrevented, submitter: event.submitter });
      event.preventDefault(); // jsdom cannot navigate
    };
    window.addEventListener('submit', record);
    return { form, button, submits, done: () => window.removeEventListener('submit', record) };
  }

  it("holds a posting form's submission, marks the form busy, and sends it again once the app has started", async () => {
    const { form, button, submits, done } = pageWithForm('post');
    const booted = import('./boot');
    await vi.advanceTimersByTimeAsync(20);
    await booted;
    form.requestSubmit(button);
    expect(submits).toEqual([{ prevented: true, submitter: button }]);
    expect(form.getAttribute('aria-busy')).toBe('true');

    document.dispatchEvent(new Event(APP_STARTED_EVENT));
    expect(submits).toEqual([
      { prevented: true, submitter: button },
      { prevented: false, submitter: button }, // left to the app (React's handler), never held again
    ]);
    expect(form.hasAttribute('aria-busy')).toBe(false);
    done();
  });

  it('leaves alone a submission the app has handled, and a form that gets', async () => {
    const { form, button, submits, done } = pageWithForm('post');
    const booted = import('./boot');
    await vi.advanceTimersByTimeAsync(20);
    await booted;
    const handledByTheApp = (event: Event) => event.preventDefault();
    form.addEventListener('submit', handledByTheApp, { once: true });
    form.requestSubmit(button);
    form.method = 'get';
    form.requestSubmit(button);
    expect(form.hasAttribute('aria-busy')).toBe(false);
    document.dispatchEvent(new Event(APP_STARTED_EVENT));
    expect(submits).toHaveLength(2); // nothing sent again
    expect(submits[1]!.prevented).toBe(false);
    done();
  });

  it('lets a held submission go as HTML when the app fails to load', async () => {
    const { form, button, submits, done } = pageWithForm('post', { appFails: true });
    const booted = import('./boot');
    await vi.advanceTimersByTimeAsync(0); // boot runs, and waits for a frame
    form.requestSubmit(button);
    expect(submits).toEqual([{ prevented: true, submitter: button }]);
    const failed = expect(booted).rejects.toThrow('offline');
    await vi.advanceTimersByTimeAsync(20);
    await failed;
    expect(submits).toEqual([
      { prevented: true, submitter: button },
      { prevented: false, submitter: button },
    ]);
    done();
  });
});

describe('withBootScript (scripts/prerender.ts)', () => {
  it("puts boot, inline, in place of the app's script and module preloads, naming them for later", () => {
    const built = [
      '<head><script type="module" crossorigin src="/assets/index-1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/site-2.js">',
      '<link rel="modulepreload" crossorigin href="/assets/lib-3.js">',
      '<link rel="stylesheet" href="/assets/index-4.css">',
      '<link rel="manifest" href="/manifest.webmanifest"></head>',
    ].join('\n');
    const bootCode = 'export{};const $$=1;'; // `$$` would be a replacement pattern for String.replace
    const page = new DOMParser().parseFromString(withBootScript(built, bootCode), 'text/html');
    expect(page.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    const scripts = page.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.hasAttribute('src')).toBe(false);
    expect(scripts[0]!.textContent).toBe(bootCode);
    expect(scripts[0]!.dataset).toMatchObject({
      app: '/assets/index-1.js',
      preload: '/assets/site-2.js /assets/lib-3.js',
      styles: '/assets/index-4.css',
      manifest: '/manifest.webmanifest',
    });
    expect(page.querySelector('link[rel="stylesheet"]')).not.toBeNull();
    expect(page.querySelector('link[rel="manifest"]')).toBeNull(); // linked by boot after the first paint
  });

  it('refuses code that would end the script element early', () => {
    expect(() => withBootScript('<script type="module" crossorigin src="/a.js"></script><link rel="manifest" href="/m">', 'x("</script>")')).toThrow(
      /cannot be inlined/,
    );
  });

  it('hashes a script as a CSP source', () => {
    // The hash-source example of the CSP Level 3 specification.
    expect(scriptHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });
});
