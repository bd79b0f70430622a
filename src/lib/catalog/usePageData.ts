import type { Video } from '../../content/types';
import { useLocale } from '../i18n/useT';
import { activePlans, categoryPage, homeData, teacherPage, videosByIds, watchData, type HomeData, type Plan, type TeacherPage, type VideoPage, type WatchData } from './queries';
import { useCatalogData } from './useCatalogData';

/*
 * Each public page's catalog data in the active language, keyed so the server's render and the app's hydration
 * agree (the keys are embedded in the page with the data).
 */

export function useHomeData(): HomeData {
  const locale = useLocale();
  return useCatalogData(`home:${locale}`, (client) => homeData(client, locale));
}

export function useCategoryPage(category: string, page: number): VideoPage {
  const locale = useLocale();
  return useCatalogData(`videos:${locale}:${category}:${page}`, (client) => categoryPage(client, locale, category, page));
}

export function useTeacherPage(id: string, page: number): TeacherPage {
  const locale = useLocale();
  return useCatalogData(`teacher:${locale}:${id}:${page}`, (client) => teacherPage(client, locale, id, page));
}

/** The key of a watch page's data (a download keeps it under this key for offline: docs/offline.md). */
export const watchDataKey = (locale: string, id: string) => `video:${locale}:${id}`;

export function useWatchData(id: string): WatchData {
  const locale = useLocale();
  return useCatalogData(watchDataKey(locale, id), (client) => watchData(client, locale, id));
}

/** Videos by id in the given order (a member's library), leaving out any no longer published. */
export function useVideosByIds(ids: readonly string[]): Video[] {
  const locale = useLocale();
  return useCatalogData(`ids:${locale}:${ids.join(',')}`, (client) => videosByIds(client, locale, ids));
}

/** The plans /subscribe lists; their names are the studio's, the same in every language. */
export function usePlans(): Plan[] {
  return useCatalogData('plans', activePlans);
}
