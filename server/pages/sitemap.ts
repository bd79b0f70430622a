import { escapeHtml } from '../../shared/pageDocument.ts';
import { paths, routeKeys, routes, type RouteDefinition } from '../../shared/routes.ts';

/** How the sitemap reads the data API: as a visitor, so it lists exactly what a visitor may open. */
export interface SitemapSource {
  fetch: typeof fetch;
  restUrl: string;
  anonKey: string;
}

/** Pages with nothing of their own to index: a search without a query. */
const UNLISTED = new Set<string>([paths.search]);

/** The most rows the data API answers with (Supabase's db-max-rows, server/rest/plan.ts): longer lists come a page at a time. */
export const DATA_API_MAX_ROWS = 1000;

async function rows<T>(source: SitemapSource, query: string): Promise<T[]> {
  const response = await source.fetch(`${source.restUrl}/${query}`, { headers: { apikey: source.anonKey, authorization: `Bearer ${source.anonKey}` } });
  if (!response.ok) throw new Error(`sitemap: the data API answered ${response.status} to ${query}`);
  return (await response.json()) as T[];
}

/** Every row of `query` (whose order must be total, so that pages neither skip nor repeat a row), a page at a time. */
async function allRows<T>(source: SitemapSource, query: string): Promise<T[]> {
  const all: T[] = [];
  for (let offset = 0; ; offset += DATA_API_MAX_ROWS) {
    const page = await rows<T>(source, `${query}&limit=${DATA_API_MAX_ROWS}&offset=${offset}`);
    all.push(...page);
    if (page.length < DATA_API_MAX_ROWS) return all;
  }
}

/**
 * /sitemap.xml: every public page a visitor may open (decision 2543): the pages of the route table that need no
 * account, the path pages that have videos, every published teacher and video, with when each last changed.
 * Pages in other languages share their address (the language is the visitor's cookie), so each is listed once.
 */
export async function sitemapXml(siteUrl: string, source: SitemapSource): Promise<string> {
  const [videos, teachers] = await Promise.all([
    allRows<{ id: string; category: string | null; updated_at: string }>(source, 'localized_videos?select=id,category,updated_at&language=eq.en&order=published_at.desc,id'),
    allRows<{ id: string; updated_at: string }>(source, 'localized_teachers?select=id,updated_at&language=eq.en&order=created_at,id'),
  ]);
  const open = routeKeys.filter((key) => !routes[key].pattern.includes(':') && !(routes[key] as RouteDefinition).access).map((key) => routes[key].pattern);
  const categories = [...new Set(videos.flatMap((video) => (video.category ? [video.category] : [])))];
  const entries: { path: string; lastmod?: string }[] = [
    ...open.filter((path) => !UNLISTED.has(path)).map((path) => ({ path })),
    ...['all', 'free', ...categories].map((category) => ({ path: paths.videos(category) })),
    ...teachers.map((teacher) => ({ path: paths.teacher(teacher.id), lastmod: teacher.updated_at })),
    ...videos.map((video) => ({ path: paths.video(video.id), lastmod: video.updated_at })),
  ];
  const base = siteUrl.replace(/\/+$/, '');
  const urls = entries.map(({ path, lastmod }) => `<url><loc>${escapeHtml(base + path)}</loc>${lastmod ? `<lastmod>${new Date(lastmod).toISOString()}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
