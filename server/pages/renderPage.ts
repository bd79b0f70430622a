import { withHtmlLang, type Locale } from '../../shared/locales.ts';
import { withDocumentMeta, withPosterPreload, withRoot } from '../../shared/pageDocument.ts';
import { notFoundPath, routeKeyOf } from '../../shared/routes.ts';
import { withHeroPreload } from './heroPreload.ts';
import type { ServerEntry } from './serverEntry.ts';

export interface PageSources {
  entry: ServerEntry;
  /** Each kind's template and each page module's chunk (dist/page-templates.json). */
  templates: { kinds: Record<string, string>; chunks: Record<string, string> };
  /** A data API client as a visitor (src/app/entryServer.tsx's catalogClient over the server's own routes). */
  client: unknown;
}

export interface PageHtml {
  status: 200 | 404;
  html: string;
}

/**
 * The address a page is rendered (and kept) for: its path, and of its query only a page number (`?page=2`). Every
 * path no route has is the one 404 page, rendered once, however many such paths are asked for.
 */
export function pageAddress(pathname: string, search: URLSearchParams): string {
  if (!routeKeyOf(pathname)) return notFoundPath;
  const page = search.get('page');
  return page && /^[1-9]\d{0,4}$/.test(page) && page !== '1' ? `${pathname}?page=${page}` : pathname;
}

/**
 * One page's document in one language: the app rendered from the catalog into its kind's template, with the
 * language, the title, the images to fetch first and the data the app hydrates from. 404 for a path no route
 * has, and for a page that names nothing published (an unknown or unpublished video or teacher).
 */
export async function renderPage(sources: PageSources, address: string, locale: Locale): Promise<PageHtml> {
  const pathname = address.split('?')[0] ?? '/';
  const kind = routeKeyOf(pathname) ?? 'notFound';
  const template = sources.templates.kinds[kind];
  if (!template) throw new Error(`pages: no template for ${kind} in the build`);
  const renderedAt = kind === 'notFound' ? notFoundPath : pathname;
  const [page, meta] = await Promise.all([
    sources.entry.render(kind === 'notFound' ? notFoundPath : address, locale, sources.client),
    sources.entry.documentMeta(locale),
  ]);
  const pageModule = sources.entry.pageModuleFor(renderedAt);
  const chunk = pageModule ? sources.templates.chunks[pageModule] : undefined;
  if (pageModule && !chunk) throw new Error(`pages: no chunk for ${pageModule} in the build`);
  let html = withDocumentMeta(withHtmlLang(template, locale), meta);
  html = kind === 'home' ? withHeroPreload(html, page.html) : withPosterPreload(html, page.html);
  html = withRoot(html, { pathname: renderedAt, chunk, body: page.html, catalogData: page.catalogData });
  return { status: kind === 'notFound' || page.notFound ? 404 : 200, html };
}
