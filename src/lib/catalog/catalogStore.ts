import type { CatalogClient } from './catalogClient';

export type CatalogLoad<T> = (client: CatalogClient) => Promise<T>;

/** What a store has for a key: the value, or the load on its way. */
export type CatalogEntry<T> = { state: 'done'; value: T } | { state: 'pending'; promise: Promise<T> };

/**
 * The catalog data a render has asked for, by key (`home:fr`, `videos:fr:yoga:1`). On the server, one store per
 * render: the page's components ask for what they show, the render waits for it (Suspense), and what was loaded
 * is embedded in the page. In the browser, one store for the visit, started from that embedded data, so hydration
 * renders exactly what the server did and a later page loads its own data on the way.
 */
export interface CatalogStore {
  /** The entry for `key`, starting `load` the first time it is asked for. */
  entry<T>(key: string, load: CatalogLoad<T>): CatalogEntry<T>;
  /** The settled values, to embed in a page. */
  loaded(): Record<string, unknown>;
  /** A page found that what its address names does not exist (or is not published): the server answers 404. */
  markNotFound(): void;
  readonly notFound: boolean;
}

/** Where a browser keeps what it read, to fall back on when the network fails (rememberedData.ts). */
export interface CatalogMemory {
  remember(key: string, value: unknown): Promise<void>;
  recall(key: string): Promise<unknown>;
}

export function createCatalogStore(client: () => Promise<CatalogClient>, seed: Record<string, unknown> = {}, memory?: CatalogMemory): CatalogStore {
  const entries = new Map<string, CatalogEntry<unknown>>(Object.entries(seed).map(([key, value]) => [key, { state: 'done', value }]));
  let notFound = false;
  const remember = (key: string, value: unknown) => void memory?.remember(key, value).catch(() => undefined);
  for (const [key, value] of Object.entries(seed)) remember(key, value);
  /** The last value this browser read for `key` when the network fails, else the failure. */
  const recalled = async (key: string, error: unknown) => {
    const value = await memory?.recall(key).catch(() => undefined);
    if (value === undefined) throw error;
    return value;
  };
  return {
    entry<T>(key: string, load: CatalogLoad<T>): CatalogEntry<T> {
      const found = entries.get(key) as CatalogEntry<T> | undefined;
      if (found) return found;
      const promise = client()
        .then(load)
        .then(
          (value) => {
            remember(key, value);
            return value;
          },
          (error: unknown) => recalled(key, error) as Promise<T>,
        )
        .then(
          (value) => {
            entries.set(key, { state: 'done', value });
            return value;
          },
          (error: unknown) => {
            // Not kept: the next render (a retry, a later visit to the page) asks again.
            entries.delete(key);
            throw error;
          },
        );
      const pending: CatalogEntry<T> = { state: 'pending', promise };
      entries.set(key, pending);
      return pending;
    },
    loaded: () => Object.fromEntries([...entries].flatMap(([key, entry]) => (entry.state === 'done' ? [[key, entry.value]] : []))),
    markNotFound() {
      notFound = true;
    },
    get notFound() {
      return notFound;
    },
  };
}
