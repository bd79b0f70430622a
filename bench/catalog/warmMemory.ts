import { LOCALES } from '../../shared/locales.ts';
import { pathCategories } from '../../src/content/categories.ts';
import { residentMib, type BuiltServer } from './builtServer.ts';
import { getPage } from './pageRequest.ts';

/** How many of each kind of page the memory figure warms, in every language. */
const WARM_VIDEOS = 30;
const WARM_TEACHERS = 10;
/** After the last page, time for the dense brotli of each page (done in the background) to replace the quick one. */
const SETTLE_MS = 2000;

async function visibleIds(server: BuiltServer, query: string): Promise<string[]> {
  const response = await fetch(`${server.url}/rest/v1/${query}`, { headers: { apikey: server.anonKey, authorization: `Bearer ${server.anonKey}` } });
  if (!response.ok) throw new Error(`${query} answered ${response.status}`);
  return ((await response.json()) as { id: string }[]).map((row) => row.id);
}

/** A representative set of pages: the home page, the lists (two pages deep), teachers, videos, search, a 404, the sitemap. */
export async function representativePages(server: BuiltServer): Promise<string[]> {
  const videos = await visibleIds(server, `localized_videos?select=id&language=eq.en&order=published_at.desc&limit=${WARM_VIDEOS}`);
  const teachers = await visibleIds(server, `localized_teachers?select=id&language=eq.en&order=created_at&limit=${WARM_TEACHERS}`);
  return [
    '/',
    '/videos/all',
    '/videos/all?page=2',
    '/videos/free',
    ...pathCategories.map((path) => `/videos/${path.id}`),
    '/about',
    '/search',
    '/no-such-page',
    '/sitemap.xml',
    ...teachers.map((id) => `/teacher/${id}`),
    ...videos.map((id) => `/video/${id}`),
  ];
}

/** The server's resident set once `pages` have been asked in all four languages (and their compression has settled). */
export async function warmedResidentMib(server: BuiltServer, pages: string[]): Promise<number> {
  for (const locale of LOCALES) for (const page of pages) await getPage(`${server.url}${page}`, locale);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  return residentMib(server.pid);
}
