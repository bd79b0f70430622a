/**
 * Route matchers of the generated service worker. Workbox serialises each function into sw.js with
 * toString(), so every function must be self-contained: no imports, no module constants, literals only.
 */
export interface SwRequestInfo {
  request: Request;
  url: URL;
  sameOrigin: boolean;
}

/** A page navigation inside the app (not the API, the mail outbox, health, or a file such as a video). */
export function isAppNavigation({ request, url, sameOrigin }: SwRequestInfo): boolean {
  if (request.mode !== 'navigate' || !sameOrigin) return false;
  if (/^\/(auth|_mail|healthz)(\/|$)/.test(url.pathname)) return false;
  return !/\.[a-z0-9]+$/i.test(url.pathname);
}

/** Poster and teacher-portrait images (generated, or uploaded in the studio): small, reused on many pages, worth keeping for offline. */
export function isArtworkImage({ request, url, sameOrigin }: SwRequestInfo): boolean {
  return sameOrigin && request.method === 'GET' && /^\/(media\/posters|teachers|uploads\/teachers)\//.test(url.pathname);
}

/** A hashed build asset (immutable) that was left out of the precache, such as the HLS player chunk. */
export function isHashedAsset({ request, url, sameOrigin }: SwRequestInfo): boolean {
  return sameOrigin && request.method === 'GET' && /^\/assets\/.+\.(js|css|woff2)$/.test(url.pathname);
}

/** A downloaded video's file (src/features/offline/offlinePaths.ts): answered from the device only, never the network. */
export function isDownloadedFile({ request, url, sameOrigin }: SwRequestInfo): boolean {
  return sameOrigin && request.method === 'GET' && url.pathname.startsWith('/_offline/');
}
