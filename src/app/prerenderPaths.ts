import { paths, routeKeys, routes, type PrerenderedWithParams, type RouteKey } from '../../shared/routes';
import { pathCategories } from '../content/categories';
import { teachers } from '../content/teachers';
import { allVideos } from '../content/videos';

/** The pages of each prerendered route with a parameter: one per category the site links to, teacher and video. */
const pagesWithParams: Record<PrerenderedWithParams, () => string[]> = {
  videos: () => ['all', 'free', ...pathCategories.map((category) => category.id)].map((category) => paths.videos(category)),
  teacher: () => teachers.map((teacher) => paths.teacher(teacher.id)),
  video: () => allVideos.map((video) => paths.video(video.id)),
};

const hasParams = (key: RouteKey): key is PrerenderedWithParams => key in pagesWithParams;

/** Every page the build renders to HTML (shared/routes.ts marks them `prerendered`). */
export function prerenderPaths(): string[] {
  return routeKeys
    .filter((key) => routes[key].render === 'prerendered')
    .flatMap((key) => (hasParams(key) ? pagesWithParams[key]() : [routes[key].pattern]));
}
