/**
 * The route table, shared by the app and the server: the server answers 404
 * for any path that matches none of these patterns.
 */
export const paths = {
  home: '/',
  about: '/about',
  videos: (category: string) => `/videos/${category}`,
  teacher: (teacherId: string) => `/teacher/${teacherId}`,
  video: (id: string) => `/video/${id}`,
  profile: '/profile',
  login: '/login',
  signup: '/signup',
  terms: '/terms',
  privacy: '/privacy',
  cookies: '/cookies',
  subscribe: '/subscribe',
} as const;

export const routePatterns = [
  '/',
  '/about',
  '/videos/:category',
  '/teacher/:teacherId',
  '/video/:id',
  '/profile',
  '/login',
  '/signup',
  '/terms',
  '/privacy',
  '/cookies',
  '/subscribe',
] as const;

/** True when `pathname` matches a route pattern (one dynamic segment per `:name`, trailing slash allowed). */
export function isKnownRoute(pathname: string): boolean {
  const segments = pathname.replace(/\/+$/, '').split('/').slice(1);
  return routePatterns.some((pattern) => {
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
