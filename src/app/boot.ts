/**
 * The only script of a prerendered page (a second build entry with no imports; scripts/prerender.ts puts
 * it in place of the app's own script tags). The page paints from its HTML alone, so the app — named by
 * the script element's `data-app` and `data-preload` — is fetched only once that paint, including the
 * page's priority image (its largest paint), is on screen: no script download or evaluation competes
 * with it. The page's lazy chunk (`#root[data-page-chunk]`) is fetched beside the app. Decision 0504.
 * Meanwhile the page works as HTML: links and native controls need no app, and the controls that do appear
 * with it (decision 1405); a form that posts is held until the app can send it (decision 2426).
 */
export {}; // a module (it awaits at the top level), loaded as <script type="module">

/** What src/lib/announceStart.ts dispatches on the document once React owns the page (boot has no imports). */
const APP_STARTED_EVENT = 'stillwater:app-started';

const script = document.querySelector<HTMLScriptElement>('script[data-app]');
const root = document.getElementById('root');

if (script?.dataset.app) {
  const releaseForms = holdPostedForms();
  // An app that fails to load leaves the page as it is without JavaScript: a held form then posts as HTML.
  await loadApp(script.dataset.app, script.dataset).catch((error: unknown) => {
    releaseForms();
    throw error;
  });
}

async function loadApp(app: string, { manifest, styles: styleHrefs, preload = '' }: DOMStringMap): Promise<void> {
  await afterLargestPaint();
  linkManifest(manifest);
  const styles = fullStylesheets(styleHrefs);
  const chunks = preload.split(' ').filter(Boolean);
  for (const href of [app, ...chunks, root?.dataset.pageChunk].filter(Boolean)) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' });
    document.head.append(link);
  }
  // Evaluated together, the app's chunks make one long task; one at a time, with a task between, short ones.
  for (const href of chunks) {
    await import(/* @vite-ignore */ href);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  await styles; // what the app renders beyond the page's HTML (dialogs, menus, open states) is styled from its first frame
  await import(/* @vite-ignore */ app);
}

/**
 * Before the app, a form that posts (sign-in, sign-up) would go to the server, which only sends its page back, empty
 * (decision 1413). Its submission is held instead, the form marked busy, and sent again once the app owns the page,
 * which then handles it: what was typed and the tap both count (decision 2426). A submission the app has already
 * handled (React hydrates at once to handle it) is left alone. Returns what lets a held submission go as HTML.
 */
function holdPostedForms(): () => void {
  let held: SubmitEvent | undefined;
  const hold = (event: SubmitEvent) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || form.method !== 'post') return;
    event.preventDefault();
    held = event;
    form.setAttribute('aria-busy', 'true');
  };
  const release = () => {
    document.removeEventListener('submit', hold);
    document.removeEventListener(APP_STARTED_EVENT, release);
    if (!held) return;
    const form = held.target as HTMLFormElement;
    const submitter = held.submitter?.isConnected ? held.submitter : null;
    held = undefined;
    form.removeAttribute('aria-busy');
    if (form.isConnected) form.requestSubmit(submitter);
  };
  document.addEventListener('submit', hold);
  document.addEventListener(APP_STARTED_EVENT, release);
  return release;
}

/** Installability needs the manifest linked, not linked early: Chrome reads a link added later too. */
function linkManifest(href: string | undefined): void {
  if (href) document.head.append(Object.assign(document.createElement('link'), { rel: 'manifest', href }));
}

/**
 * The document inlines only the rules its own HTML uses (scripts/criticalCss.ts): link the whole stylesheet,
 * which adds the rest without changing anything on screen. Resolves when loaded (or failed: the page still works).
 */
function fullStylesheets(hrefs = ''): Promise<unknown> {
  const links = hrefs
    .split(' ')
    .filter(Boolean)
    .map((href) => Object.assign(document.createElement('link'), { rel: 'stylesheet', href }));
  document.head.append(...links);
  const settled = (link: HTMLLinkElement) =>
    new Promise((resolve) => {
      link.addEventListener('load', resolve, { once: true });
      link.addEventListener('error', resolve, { once: true });
    });
  return Promise.all(links.map(settled));
}

/**
 * Resolves once the page has painted and its priority image is decoded (or has failed), and a frame has been
 * painted since. decode() waits for the load too; a frame painted after it shows the image.
 */
async function afterLargestPaint(): Promise<void> {
  const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  await Promise.all([image?.decode().catch(() => {}), firstContentfulPaint()]);
  await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Resolves at the page's first contentful paint: a frame callback can run before the first frame is shown. */
function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes.includes('paint')) return resolve();
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}
