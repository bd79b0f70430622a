import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '../../shared/locales.ts';
import type { Database } from '../db/database.ts';
import { compressedDocument, type IndexDocument, type RuntimeConfigPayload } from '../static/indexHtml.ts';
import { createPageCache } from './pageCache.ts';
import { publicPages } from './publicPages.ts';
import { renderPage } from './renderPage.ts';
import { loadRenderer } from './serverEntry.ts';
import { sitemapXml } from './sitemap.ts';

/** The channel the catalog's tables notify on (supabase/migrations/20261126140000_catalog_live.sql). */
export const CATALOG_CHANNEL = 'catalog';
/** Pages kept rendered, in all languages: the sample catalog's ~100 many times over, a large one's busiest. */
const MAX_CACHED_PAGES = 4000;

export interface PagesOptions {
  distDir: string;
  runtimeConfig: RuntimeConfigPayload;
  db: Database;
  /** A fetch answered by this server's own routes, with the anon key the data API is read with. */
  fetch: typeof fetch;
  anonKey: string;
  /** The data API's path on this server. */
  restPath: string;
  /** The site's public origin, for the sitemap's absolute addresses. */
  siteUrl: string;
  log: FastifyBaseLogger;
}

export interface RenderedDocument {
  status: 200 | 404;
  document: IndexDocument;
}

export interface Pages {
  /** A page in a language (`address`: its path, and `?page=N` when past the first). */
  answer(address: string, locale: Locale): Promise<RenderedDocument>;
  /** /sitemap.xml, made again after every change. */
  sitemap(): Promise<string>;
  close(): Promise<void>;
}

/**
 * Every page of the site rendered on the server from the catalog as a visitor sees it, cached until the catalog
 * changes (a notification from any process) or a scheduled video's time comes (decision 2542). Undefined for a
 * build without a renderer (the API tests' bare index.html).
 */
export async function createPages(options: PagesOptions): Promise<Pages | undefined> {
  const renderer = await loadRenderer(options.distDir);
  if (!renderer) return undefined;
  const { entry, templates } = renderer;
  const restUrl = `http://pages.internal${options.restPath}`;
  const client = entry.catalogClient(restUrl, options.anonKey, options.fetch);
  const cache = createPageCache<RenderedDocument>(MAX_CACHED_PAGES);

  // When the next scheduled video goes live (ms; Infinity: none is), asked again after every change.
  let nextPublication: Promise<number> | undefined;
  let sitemap: Promise<string> | undefined;
  const forget = () => {
    cache.clear();
    nextPublication = undefined;
    sitemap = undefined;
  };
  const currentPages = async () => {
    nextPublication ??= options.db
      .query<{ at: Date | string | null }>('select public.catalog_next_publication() as at')
      .then(({ rows }) => (rows[0]?.at ? new Date(rows[0].at).getTime() : Number.POSITIVE_INFINITY));
    const at = await nextPublication.catch((error: unknown) => {
      nextPublication = undefined;
      throw error;
    });
    if (Date.now() >= at) forget();
  };
  const unlisten = await options.db.listen(CATALOG_CHANNEL, { notify: forget, reset: forget });

  return {
    async answer(address, locale) {
      await currentPages();
      return cache.get(`${locale} ${address}`, async () => {
        const { status, html } = await renderPage({ entry, templates, client }, address, locale);
        const document = await compressedDocument(html, options.runtimeConfig);
        document.settled.catch((error: unknown) => options.log.error({ err: error }, 'could not compress a page'));
        return { status, document };
      });
    },
    async sitemap() {
      await currentPages();
      sitemap ??= publicPages({ fetch: options.fetch, restUrl, anonKey: options.anonKey }).then((pages) => sitemapXml(options.siteUrl, pages));
      return sitemap.catch((error: unknown) => {
        sitemap = undefined;
        throw error;
      });
    },
    close: async () => unlisten(),
  };
}
