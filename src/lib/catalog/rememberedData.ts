/*
 * The catalog data this browser last read, kept in Cache Storage by key, so a page visited before opens offline
 * (the service worker keeps no page: decision 0701). Public data only (the visitor's view), so nothing of
 * anyone's account; bounded, oldest first out.
 */

const CACHE = 'stillwater-catalog-data';
/** Data a download needs offline (its watch page), kept per account outside the bound until the download goes. */
const KEPT = 'stillwater-catalog-kept';
const MAX_ENTRIES = 300;
const requestFor = (key: string) => `/__catalog-data/${encodeURIComponent(key)}`;
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
  const response = (await (await caches.open(CACHE)).match(requestFor(key))) ?? (await (await caches.open(KEPT)).match(requestFor(key), { ignoreSearch: true }));
  return response ? ((await response.json()) as unknown) : undefined;
}

const keptFor = (key: string, owner: string) => `${requestFor(key)}?for=${encodeURIComponent(owner)}`;

/** Keeps `value` for `key` on behalf of `owner` (an account's download) until released. */
export async function keepCatalogData(key: string, value: unknown, owner: string): Promise<void> {
  if (!available()) return;
  await (await caches.open(KEPT)).put(keptFor(key, owner), new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } }));
}

/** Lets go of what `owner` kept: for `key`, or every key when none is given. */
export async function releaseCatalogData(owner: string, key?: string): Promise<void> {
  if (!available()) return;
  const cache = await caches.open(KEPT);
  if (key !== undefined) {
    await cache.delete(keptFor(key, owner));
    return;
  }
  const mine = (await cache.keys()).filter((request) => new URL(request.url).searchParams.get('for') === owner);
  await Promise.all(mine.map((request) => cache.delete(request)));
}
