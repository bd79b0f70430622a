import { createContext, use, useContext, type ReactNode } from 'react';
import type { CatalogClient } from './catalogClient';

export type CatalogLoad<T> = (client: CatalogClient) => Promise<T>;

type Entry = { state: 'pending'; promise: Promise<unknown> } | { state: 'done'; value: unknown };

/**
 * The catalog data a render has asked for, by key (`home:fr`, `videos:fr:yoga:1`). On the server, one store per
 * render: the page's components ask for what they show, the render waits for it (Suspense), and what was loaded
 * is embedded in the page. In the browser, one store for the visit, started from that embedded data, so hydration
 * renders exactly what the server did and a later page loads its own data on the way.
 */
export interface CatalogStore {
  read<T>(key: string, load: CatalogLoad<T>): T;
  /** The settled values, to embed in a page. */
  loaded(): Record<string, unknown>;
  /** A page found that what its address names does not exist (or is not published): the server answers 404. */
  markNotFound(): void;
  readonly notFound: boolean;
}

export function createCatalogStore(client: () => Promise<CatalogClient>, seed: Record<string, unknown> = {}): CatalogStore {
  const entries = new Map<string, Entry>(Object.entries(seed).map(([key, value]) => [key, { state: 'done', value }]));
  let notFound = false;
  return {
    read<T>(key: string, load: CatalogLoad<T>): T {
      const entry = entries.get(key);
      if (entry?.state === 'done') return entry.value as T;
      if (entry) return use(entry.promise) as T;
      const promise = client()
        .then(load)
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
      entries.set(key, { state: 'pending', promise });
      return use(promise);
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

const CatalogContext = createContext<CatalogStore | null>(null);

export function CatalogProvider({ store, children }: { store: CatalogStore; children: ReactNode }) {
  return <CatalogContext value={store}>{children}</CatalogContext>;
}

function useCatalogStore(): CatalogStore {
  const store = useContext(CatalogContext);
  if (!store) throw new Error('useCatalogData: no <CatalogProvider> above');
  return store;
}

/** The value `load` gives for `key`, suspending while it loads. Keys name the page and language they are for. */
export function useCatalogData<T>(key: string, load: CatalogLoad<T>): T {
  return useCatalogStore().read(key, load);
}

/** Tells the server to answer the page with 404 (a no-op in the browser, where the status is long sent). */
export function useMarkNotFound(): () => void {
  const store = useContext(CatalogContext);
  return () => store?.markNotFound();
}
