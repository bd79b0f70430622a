import { PostgrestClient } from '@supabase/postgrest-js';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { Locale } from '../../shared/locales';
import type { CatalogClient } from '../lib/catalog/catalogClient';
import { createCatalogStore, type CatalogStore } from '../lib/catalog/catalogStore';
import type { Database } from '../lib/data/schema';
import { startInLocale, translate } from '../lib/i18n/i18n';
import { pageMeta } from '../lib/usePageMeta';
import { AppFrame } from './App';
import { AppRoutes } from './AppRoutes';

export { pageModuleFor } from './routeTable';
export { LOCALES } from '../../shared/locales';

/*
 * The app rendered to HTML on the server (server/pages/), built by `vite build --ssr` into dist/ssr/: the same
 * tree as <App/>, with a StaticRouter in place of the BrowserRouter (neither renders DOM, so main.tsx can hydrate
 * the result), and the catalog read through `fetch`, which the server points at its own data API.
 */

/** The data API as a visitor reads it, over the given fetch (the server's: no network hop). */
export function catalogClient(url: string, anonKey: string, fetch: typeof globalThis.fetch): CatalogClient {
  return new PostgrestClient<Database>(url, { headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` }, fetch });
}

/** The document's default title and description in a language (pages set their own once the app runs). */
export async function documentMeta(locale: Locale): Promise<{ title: string; description: string }> {
  await startInLocale(locale);
  return pageMeta(translate);
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The page found that its address names nothing published (an unknown video or teacher): answered 404. */
  notFound: boolean;
  /** The catalog data the page was rendered with, by key: embedded for the app to hydrate from. */
  catalogData: Record<string, unknown>;
}

const PASSWORD_FORM_WITHOUT_POST = /<form(?![^>]*\smethod="post")[^>]*>(?:(?!<\/form>)[\s\S])*type="password"/;

export function render(url: string, locale: Locale, client: CatalogClient): Promise<RenderedPage> {
  return renderWith(url, locale, createCatalogStore(() => Promise.resolve(client)));
}

/** A page rendered from a given catalog store (the tests': the sample catalog). */
export async function renderWith(url: string, locale: Locale, catalog: CatalogStore): Promise<RenderedPage> {
  await startInLocale(locale);
  const tree = () => (
    <AppFrame catalog={catalog}>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </AppFrame>
  );
  // The first pass loads the page's lazy chunk and its catalog data; the second renders with nothing left to
  // suspend and no boundary outlined for progressive reveal, so the HTML needs no inline <script> (the CSP
  // allows none).
  await prerender(tree());
  const { prelude } = await prerender(tree(), { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const html = await new Response(prelude).text();
  if (html.includes('<script')) throw new Error(`render: ${url} still suspends (it would need an inline script)`);
  // Submitted before the app starts, such a form would put the password in the address bar (decision 1413).
  if (PASSWORD_FORM_WITHOUT_POST.test(html)) throw new Error(`render: ${url} has a form with a password field and no method="post"`);
  return { html, notFound: catalog.notFound, catalogData: catalog.loaded() };
}
