import { paths, routeKeys, routes, type RouteDefinition } from '../../shared/routes.ts';

/** How the catalog is read: as a visitor (the anon key), so what is listed is exactly what a visitor may open. */
export interface DataApiSource {
  fetch: typeof fetch;
  /** The data API's base URL (`…/rest/v1`). */
  restUrl: string;
  anonKey: string;
}

export interface PublicPage {
  /** The page's address: a path. */
  path: string;
  /** When its catalog row last changed (videos and teachers). */
  lastmod?: string;
}

/** Pages with nothing of their own to index: a search without a query. */
const UNLISTED = new Set<string>([paths.search]);

/** The most rows the data API answers with (Supabase's db-max-rows, server/rest/plan.ts): longer lists come a page at a time. */
export const DATA_API_MAX_ROWS = 1000;

async function rows<T>(source: DataApiSource, query: string): Promise<T[]> {
  const response = await source.fetch(`${source.restUrl}/${query}`, { headers: { apikey: source.anonKey, authorization: `Bearer ${source.anonKey}` } });
  if (!response.ok) throw new Error(`public pages: the data API answered ${response.status} to ${query}`);
  return (await response.json()) as T[];
}

/** Every row of `query` (whose order must be total, so that pages neither skip nor repeat a row), a page at a time. */
async function allRows<T>(source: DataApiSource, query: string): Promise<T[]> {
  const all: T[] = [];
  for (let offset = 0; ; offset += DATA_API_MAX_ROWS) {
    const page = await rows<T>(source, `${query}&limit=${DATA_API_MAX_ROWS}&offset=${offset}`);
    all.push(...page);
    if (page.length < DATA_API_MAX_ROWS) return all;
  }
}

/**
 * Every public page a visitor may open (decision 2543), which the sitemap lists and the static build renders: the
 * route table's pages that need no account, the path pages that have videos, every published teacher and video.
 * Pages in other languages share their address (the language is the visitor's cookie), so each comes once.
 */
export async function publicPages(source: DataApiSource): Promise<PublicPage[]> {
  const [videos, teachers] = await Promise.all([
    allRows<{ id: string; category: string | null; updated_at: string }>(source, 'localized_videos?select=id,category,updated_at&language=eq.en&order=published_at.desc,id'),
    allRows<{ id: string; updated_at: string }>(source, 'localized_teachers?select=id,updated_at&language=eq.en&order=created_at,id'),
  ]);
  const open = routeKeys.filter((key) => !routes[key].pattern.includes(':') && !(routes[key] as RouteDefinition).access).map((key) => routes[key].pattern);
  const categories = [...new Set(videos.flatMap((video) => (video.category ? [video.category] : [])))];
  return [
    ...open.filter((path) => !UNLISTED.has(path)).map((path) => ({ path })),
    ...['all', 'free', ...categories].map((category) => ({ path: paths.videos(category) })),
    ...teachers.map((teacher) => ({ path: paths.teacher(teacher.id), lastmod: teacher.updated_at })),
    ...videos.map((video) => ({ path: paths.video(video.id), lastmod: video.updated_at })),
  ];
}
