/*
 * The catalog data this browser last read, kept in Cache Storage by key, so a page visited before opens offline
 * (the service worker keeps no page: decision 0701). Public data only (the visitor's view), so nothing of
 * anyone's account; bounded, oldest first out.
 */

const CACHE = 'stillwater-catalog-data';
/** Data a download needs offline (its watch page), kept per account outside the bound until it goes (keptData.ts). */
export const KEPT_CATALOG_DATA = 'stillwater-catalog-kept';
const MAX_ENTRIES = 300;
export const requestFor = (key: string) => `/__catalog-data/${encodeURIComponent(key)}`;
const available = () => typeof caches !== 'undefined';

export async function rememberCatalogData(key: string, value: unknown): Promise<void> {
  if (!available()) return;
  const cache = await caches.open(CACHE);
  await cache.put(requestFor(key), new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } }));
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES)).map((request) => cache.delete(request)));
}

/** What was remembered for `key`, or kept for a download, or undefined. */
export async function recallCatalogData(key: string): Promise<unknown> {
  if (!available()) return undefined;
  const response = (await (await caches.open(CACHE)).match(requestFor(key))) ?? (await (await caches.open(KEPT_CATALOG_DATA)).match(requestFor(key), { ignoreSearch: true }));
  return response ? ((await response.json()) as unknown) : undefined;
}
