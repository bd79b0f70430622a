import { routeKeys, routes } from '../../shared/routes.ts';

/** The home page's file: index.html stays the app shell the service worker precaches (decision 2561). */
export const HOME_FILE = 'home.html';
/** The page a static host answers an address it has no file for with, status 404. */
export const NOT_FOUND_FILE = '404.html';
/** The files the last static build wrote, removed by the next one (a page unpublished since must go). */
export const WRITTEN_LIST_FILE = 'static-pages.json';
/** Cloudflare Pages' and Netlify's rules file: `/` answered with the home page, the address kept. */
export const REDIRECTS_FILE = '_redirects';
export const REDIRECTS = `/ /home 200\n`;

const SEGMENT = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/;

/**
 * Where a page's document goes in dist/: `/video/x` → `video/x.html`, which static hosts serve at the address
 * itself, with no redirect to a trailing slash (decision 2561); the home page → home.html.
 */
export function pageFile(pathname: string): string {
  if (pathname === '/') return HOME_FILE;
  const segments = pathname.split('/').slice(1);
  if (segments.some((segment) => !SEGMENT.test(segment))) throw new Error(`static build: no file name for the address ${pathname}`);
  return `${segments.join('/')}.html`;
}

/**
 * The addresses rendered: every public page (as the sitemap lists them) and the route table's other pages without
 * parameters (search, sign-in, the account and studio pages), which the sitemap leaves out but a visitor may open
 * by address, and which a static host can only answer with a file.
 */
export function renderedPaths(publicPaths: readonly string[]): string[] {
  const fixed = routeKeys.map((key) => routes[key].pattern as string).filter((pattern) => !pattern.includes(':'));
  return [...new Set([...publicPaths, ...fixed])];
}
