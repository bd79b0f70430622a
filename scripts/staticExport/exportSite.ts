import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { publicPages } from '../../server/pages/publicPages.ts';
import { renderPage, type PageSources } from '../../server/pages/renderPage.ts';
import { loadRenderer } from '../../server/pages/serverEntry.ts';
import { sitemapXml } from '../../server/pages/sitemap.ts';
import { filledDocument } from '../../server/static/indexHtml.ts';
import { DEFAULT_LOCALE } from '../../shared/locales.ts';
import { notFoundPath } from '../../shared/routes.ts';
import { mapLimited } from './mapLimited.ts';
import type { StaticExportOptions } from './options.ts';
import { NOT_FOUND_FILE, pageFile, REDIRECTS, REDIRECTS_FILE, renderedPaths, WRITTEN_LIST_FILE } from './pageFiles.ts';

/** Pages rendered at once: the server renders concurrent requests the same way. */
const RENDERS_AT_ONCE = 4;

export interface StaticExportResult {
  /** The documents written, relative to dist/ (the pages, then 404.html). */
  files: string[];
}

/** A fetch whose network failure names the data API it could not reach. */
function reachable(fetch: typeof globalThis.fetch, restUrl: string): typeof globalThis.fetch {
  return async (input, init) => {
    try {
      return await fetch(input, init);
    } catch (error) {
      const reason = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
      throw new Error(`the data API at ${restUrl} is unreachable (${reason})`, { cause: error });
    }
  };
}

/** Removes the documents the previous static build wrote: a page unpublished since then must not stay behind. */
function removePrevious(distDir: string): void {
  const list = path.join(distDir, WRITTEN_LIST_FILE);
  if (!existsSync(list)) return;
  for (const file of JSON.parse(readFileSync(list, 'utf8')) as string[]) {
    const target = path.resolve(distDir, file);
    if (!path.relative(path.resolve(distDir), target).startsWith('..')) rmSync(target, { force: true });
  }
  rmSync(list);
}

/**
 * The static build for hosted Supabase (decision 2560): every public page rendered once, in English, from the
 * project's data API as a visitor, into its kind's template with the runtime config filled in, as our server would
 * answer it; then 404.html, sitemap.xml and the host's rewrite of `/` to the home page. Run after `npm run build`.
 */
export async function exportStaticSite(options: StaticExportOptions, fetch: typeof globalThis.fetch = globalThis.fetch): Promise<StaticExportResult> {
  const { distDir, supabaseUrl, supabaseAnonKey } = options;
  const renderer = await loadRenderer(distDir);
  if (!renderer) throw new Error(`${distDir} has no page renderer (ssr/entryServer.js, page-templates.json): run npm run build first`);
  const restUrl = `${supabaseUrl}/rest/v1`;
  const dataFetch = reachable(fetch, restUrl);
  const pages = await publicPages({ fetch: dataFetch, restUrl, anonKey: supabaseAnonKey });
  const sources: PageSources = { ...renderer, client: renderer.entry.catalogClient(restUrl, supabaseAnonKey, dataFetch) };
  // The payment functions are this server's own, not a hosted project's: a static export sells nothing.
  const config = { supabaseUrl, supabaseAnonKey, payments: false };

  const documents = await mapLimited(renderedPaths(pages.map((page) => page.path)), RENDERS_AT_ONCE, async (pathname): Promise<[string, string]> => {
    const { status, html } = await renderPage(sources, pathname, DEFAULT_LOCALE);
    if (status !== 200) throw new Error(`${pathname} is listed as public but rendered as not found: was it unpublished meanwhile? Run again.`);
    return [pageFile(pathname), html];
  });
  documents.push([NOT_FOUND_FILE, (await renderPage(sources, notFoundPath, DEFAULT_LOCALE)).html]);

  // Written only once every page rendered: a failed build leaves the previous one's pages as they were.
  removePrevious(distDir);
  for (const [file, html] of documents) {
    mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
    writeFileSync(path.join(distDir, file), filledDocument(html, config, file));
  }
  writeFileSync(path.join(distDir, 'sitemap.xml'), sitemapXml(options.siteUrl, pages));
  writeFileSync(path.join(distDir, REDIRECTS_FILE), REDIRECTS);
  const files = documents.map(([file]) => file);
  writeFileSync(path.join(distDir, WRITTEN_LIST_FILE), JSON.stringify(files));
  return { files };
}
