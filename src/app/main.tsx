import { startTransition, StrictMode } from 'react';
import { DEFAULT_LOCALE, isLocale } from '../../shared/locales';
import { isPrerenderedFor, routeKeyOf, routes, type RouteDefinition } from '../../shared/routes';
import { keepSearchOffline } from '../features/search/keepSearchOffline';
import { loadPublicCatalogClient } from '../lib/catalog/catalogClient';
import { createCatalogStore } from '../lib/catalog/catalogStore';
import { readEmbeddedCatalogData } from '../lib/catalog/embeddedData';
import { recallCatalogData, rememberCatalogData } from '../lib/catalog/rememberedData';
import { startInLocale } from '../lib/i18n/i18n';
import { App } from './App';
import { loadDisplayFont } from './displayFont';
import { createRoot, hydrateRoot } from './reactDomClient';
import { restoreSavedRedirect } from './redirectRestore';
import { preloadPage } from './routeTable';
import { registerServiceWorker } from './serviceWorker';
import '../styles.css';

restoreSavedRedirect();
loadDisplayFont();
void registerServiceWorker();

const root = document.getElementById('root')!;
// One store for the visit, made once: StrictMode's second render must find the same data.
const catalog = createCatalogStore(loadPublicCatalogClient, readEmbeddedCatalogData(), { remember: rememberCatalogData, recall: recallCatalogData });
const app = (
  <StrictMode>
    <App catalog={catalog} />
  </StrictMode>
);
/**
 * Pages arrive rendered by the server (server/pages/) and load this module after their first paint
 * (boot.ts): hydrate them, unless the address changed since. The page's lazy chunk (already on its way,
 * see boot.ts) is loaded first, so hydration never suspends (lazyPage.ts).
 */
async function start(): Promise<void> {
  // The server wrote the remembered language into <html lang> (and rendered the page in it): start in it too.
  const lang = document.documentElement.lang;
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  await startInLocale(locale).catch((error: unknown) => console.error('Language failed to load', error));
  // The studio's pages leave it to the next public page: an editor's first reads come first (decision 2618).
  const key = routeKeyOf(window.location.pathname);
  if (!key || (routes[key] as RouteDefinition).access !== 'editor') whenIdle(() => void keepSearchOffline(catalog, locale).catch(() => undefined));
  if (!isPrerenderedFor(root.dataset.prerendered, window.location.pathname)) {
    root.replaceChildren();
    createRoot(root).render(app);
    return;
  }
  await preloadPage(window.location.pathname).catch((error: unknown) => console.error('Page chunk failed to load', error));
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking it in one
  // long task; a click meanwhile makes React finish hydrating first, then handle it.
  startTransition(() => {
    hydrateRoot(root, app);
  });
}

/** After the page's own work: the browser's idle time, or in a few seconds where it has no such notion. */
function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 5000 });
  else setTimeout(task, 3000);
}

void start();
