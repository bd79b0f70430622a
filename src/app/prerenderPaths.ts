import { notFoundPath, paths, routeKeys, routes, type RouteKey, type RouteWithParams } from '../../shared/routes';
import { pathCategories } from '../content/categories';
import { teachers } from '../content/teachers';
import { allVideos } from '../content/videos';

/** The pages of each route with a parameter: one per category the site links to, teacher and video. */
const pagesWithParams: Record<RouteWithParams, () => string[]> = {
  videos: () => ['all', 'free', ...pathCategories.map((category) => category.id)].map((category) => paths.videos(category)),
  teacher: () => teachers.map((teacher) => paths.teacher(teacher.id)),
  video: () => allVideos.map((video) => paths.video(video.id)),
};

const hasParams = (key: RouteKey): key is RouteWithParams => key in pagesWithParams;

/** Every page the build renders to HTML: each route of shared/routes.ts, and the 404 page. */
export function prerenderPaths(): string[] {
  return [...routeKeys.flatMap((key) => (hasParams(key) ? pagesWithParams[key]() : [routes[key].pattern])), notFoundPath];
}
