/**
 * The route table (docs/product.md#routes): every page once, with what the web app, the server and the build
 * need to know of it. The app renders one page per key (src/app/pages.tsx, a record the typecheck keeps
 * complete), the server renders each page into its kind's template and answers 404 for a path no pattern matches
 * (routeKeyOf, isKnownRoute), and the build writes a template per route and one for the 404 page.
 */
export interface RouteDefinition {
  /** As React Router reads it: `:name` stands for one path segment. */
  readonly pattern: string;
  /**
   * Who may see the page: 'signed-in' sends a visitor to /login, 'signed-out' sends a user home, once the session
   * is known (the prerendered frame is the same for everyone, decision 1410). 'editor' is 'signed-in' for users
   * whose app_metadata.role is editor or admin; anyone else signed in gets the 404 page (the studio, decision 2524).
   * Everyone when absent.
   */
  readonly access?: 'signed-in' | 'signed-out' | 'editor';
}

export const routes = {
  home: { pattern: '/' },
  about: { pattern: '/about' },
  videos: { pattern: '/videos/:category' },
  teacher: { pattern: '/teacher/:teacherId' },
  video: { pattern: '/video/:id' },
  subscribe: { pattern: '/subscribe' },
  // Prerendered empty; the page reads ?q= in the browser, so a results link can be shared.
  search: { pattern: '/search' },
  profile: { pattern: '/profile', access: 'signed-in' },
  library: { pattern: '/library', access: 'signed-in' },
  login: { pattern: '/login', access: 'signed-out' },
  signup: { pattern: '/signup', access: 'signed-out' },
  terms: { pattern: '/terms' },
  privacy: { pattern: '/privacy' },
  cookies: { pattern: '/cookies' },
  studio: { pattern: '/studio', access: 'editor' },
  studioVideo: { pattern: '/studio/videos/:id', access: 'editor' },
  studioTeachers: { pattern: '/studio/teachers', access: 'editor' },
  studioNewTeacher: { pattern: '/studio/teachers/new', access: 'editor' },
  studioTeacher: { pattern: '/studio/teachers/:id', access: 'editor' },
  studioHome: { pattern: '/studio/home', access: 'editor' },
  studioPlans: { pattern: '/studio/plans', access: 'editor' },
  studioCodes: { pattern: '/studio/codes', access: 'editor' },
  studioMembers: { pattern: '/studio/members', access: 'editor' },
  studioMember: { pattern: '/studio/members/:id', access: 'editor' },
} as const satisfies Record<string, RouteDefinition>;

type Routes = typeof routes;
export type RouteKey = keyof Routes;
export const routeKeys = Object.keys(routes) as RouteKey[];

/**
 * The path the 404 page is rendered under (no route matches it): the server answers every unknown path with
 * that document, status 404, and the app hydrates it wherever no route matches (`isPrerenderedFor`).
 */
export const notFoundPath = '/404';

/** One string per `:name` of a pattern. */
type Params<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [string, ...Params<Rest>]
  : P extends `${string}:${string}`
    ? [string]
    : [];
type PathTo<P extends string> = Params<P> extends [] ? P : (...values: Params<P>) => string;

function pathTo(pattern: string): string | ((...values: string[]) => string) {
  if (!pattern.includes(':')) return pattern;
  return (...values) => {
    let next = 0;
    return pattern.replace(/:[^/]+/g, () => values[next++] ?? '');
  };
}

/** Where each page is: the path itself, or a function of the pattern's parameters (`paths.video(id)`). */
export const paths = Object.fromEntries(routeKeys.map((key) => [key, pathTo(routes[key].pattern)])) as {
  [K in RouteKey]: PathTo<Routes[K]['pattern']>;
};

/** The route whose pattern `pathname` matches (one non-empty segment per `:name`, trailing slash allowed). */
export function routeKeyOf(pathname: string): RouteKey | undefined {
  const segments = pathname.replace(/\/+$/, '').split('/').slice(1);
  return routeKeys.find((key) => {
    const pattern: string = routes[key].pattern;
    const parts = pattern === '/' ? [] : pattern.split('/').slice(1);
    if (pathname === '/' || pathname === '') return parts.length === 0;
    return (
      parts.length === segments.length &&
      parts.every((part, i) => {
        const segment = segments[i] ?? '';
        return part.startsWith(':') ? segment.length > 0 : part === segment;
      })
    );
  });
}

export function isKnownRoute(pathname: string): boolean {
  return routeKeyOf(pathname) !== undefined;
}

/** True when the prerendered document of `prerendered` (`#root[data-prerendered]`) is the page at `pathname`. */
export function isPrerenderedFor(prerendered: string | undefined, pathname: string): boolean {
  return prerendered === pathname || (prerendered === notFoundPath && !isKnownRoute(pathname));
}
