import { KEPT_CATALOG_DATA, requestFor } from './rememberedData';

/*
 * Catalog data a download keeps for offline (its watch page), per account and outside rememberedData's bound,
 * until the download goes; recallCatalogData finds it like any remembered data.
 */

const keptFor = (key: string, owner: string) => `${requestFor(key)}?for=${encodeURIComponent(owner)}`;

/** Keeps `value` for `key` on behalf of `owner` (an account's download) until released. */
export async function keepCatalogData(key: string, value: unknown, owner: string): Promise<void> {
  if (typeof caches === 'undefined') return;
  await (await caches.open(KEPT_CATALOG_DATA)).put(keptFor(key, owner), new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } }));
}

/** Lets go of what `owner` kept: for `key`, or every key when none is given. */
export async function releaseCatalogData(owner: string, key?: string): Promise<void> {
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(KEPT_CATALOG_DATA);
  if (key !== undefined) {
    await cache.delete(keptFor(key, owner));
    return;
  }
  const mine = (await cache.keys()).filter((request) => new URL(request.url).searchParams.get('for') === owner);
  await Promise.all(mine.map((request) => cache.delete(request)));
}
