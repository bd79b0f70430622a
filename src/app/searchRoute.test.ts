import { matchesGlob } from 'node:path';
import { describe, expect, it } from 'vitest';
import { workbox } from '../../scripts/vite/pwa';
import { isKnownRoute, paths, routes } from '../../shared/routes';
import { isAppNavigation } from '../features/install/swRoutes';

describe('the /search route', () => {
  it('is in the route table and known to the server', () => {
    expect(routes.search).toEqual({ pattern: '/search' });
    expect(isKnownRoute(paths.search)).toBe(true);
  });

  it('opens offline in the installed app: a navigation the service worker answers with the precached shell', () => {
    const url = new URL('/search?q=breath', 'https://stillwater.example');
    expect(isAppNavigation({ request: { mode: 'navigate', method: 'GET' } as Request, url, sameOrigin: true })).toBe(true);
  });

  it("has its lazily loaded chunks (dialog, page, index) in the service worker's precache", () => {
    const precached = (file: string) =>
      workbox.globPatterns.some((pattern) => matchesGlob(file, pattern)) && !workbox.globIgnores.some((pattern) => matchesGlob(file, pattern));
    for (const chunk of ['assets/SearchDialog-Yb4end67.js', 'assets/SearchPage-DSQFPB1P.js', 'assets/ResultLinks-D_bsgKlm.js']) {
      expect(precached(chunk), chunk).toBe(true);
    }
    expect(precached('assets/hls-D6a35TnA.js')).toBe(false);
  });
});
