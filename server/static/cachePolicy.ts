import path from 'node:path';

const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
/** Media, posters and icons keep their names when replaced, so they revalidate daily. */
const REVALIDATE_DAILY = 'public, max-age=86400, stale-while-revalidate=604800';

/** Cache-Control for a file under dist/, by its path relative to dist. */
export function cacheControlFor(relativePath: string): string {
  const normalised = relativePath.split(path.sep).join('/').replace(/\.(br|gz)$/, '');
  if (normalised.startsWith('assets/')) return IMMUTABLE;
  if (/^workbox-[\w-]+\.js$/.test(normalised)) return IMMUTABLE;
  if (/^(sw\.js|index\.html|manifest\.webmanifest|registerSW\.js)$/.test(normalised)) return NO_CACHE;
  return REVALIDATE_DAILY;
}
