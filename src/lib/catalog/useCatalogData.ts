import { use, useContext } from 'react';
import { CatalogContext } from './catalogContext';
import type { CatalogLoad } from './catalogStore';

/** The value `load` gives for `key`, suspending while it loads. Keys name the page and language they are for. */
export function useCatalogData<T>(key: string, load: CatalogLoad<T>): T {
  const store = useContext(CatalogContext);
  if (!store) throw new Error('useCatalogData: no <CatalogProvider> above');
  const entry = store.entry(key, load);
  return entry.state === 'done' ? entry.value : use(entry.promise);
}

/** Tells the server to answer the page with 404 (a no-op in the browser, where the status is long sent). */
export function useMarkNotFound(): () => void {
  const store = useContext(CatalogContext);
  return () => store?.markNotFound();
}
