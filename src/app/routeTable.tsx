import { isValidElement, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { routeKeys, routes } from '../../shared/routes';
import { PageShell } from '../components/layout/PageShell';
import { SearchLauncher } from '../features/search/SearchLauncher';
import { isLazyPage } from './lazyPage';
import { notFoundPage, pages, type SourcedPage } from './pages';

/** The route table of shared/routes.ts as React Router's routes, inside the frame every page shares. */
export const routeObjects: RouteObject[] = [
  {
    element: (
      <SearchLauncher>
        <PageShell />
      </SearchLauncher>
    ),
    children: [...routeKeys.map((key) => ({ path: routes[key].pattern, element: pages[key] })), { path: '*', element: notFoundPage }],
  },
];

/** The element React Router renders for `pathname`: one of `pages`, or the 404 page. */
export function pageAt(pathname: string): ReactNode {
  return matchRoutes(routeObjects, pathname)?.at(-1)?.route.element;
}

/** The code-split page `pathname` renders; undefined for the home page (part of the first bundle). */
function lazyPageAt(pathname: string): SourcedPage | undefined {
  const element = pageAt(pathname);
  const page: unknown = isValidElement(element) ? element.type : undefined;
  return isLazyPage(page) ? (page as SourcedPage) : undefined;
}

/** Load the code-split page `pathname` renders, so that it renders without suspending (lazyPage.ts). */
export async function preloadPage(pathname: string): Promise<void> {
  await lazyPageAt(pathname)?.preload();
}

/**
 * The source module of the code-split page `pathname` renders. A prerendered page names its chunk and boot.ts
 * loads it beside the app, before hydrating: a page still lazy-loading while an update (the auth state
 * settling, say) reaches its Suspense boundary would be thrown away and rendered again.
 */
export function pageModuleFor(pathname: string): string | undefined {
  return lazyPageAt(pathname)?.source;
}
