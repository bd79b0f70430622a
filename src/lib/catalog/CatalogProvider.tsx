import type { ReactNode } from 'react';
import { CatalogContext } from './catalogContext';
import type { CatalogStore } from './catalogStore';

export function CatalogProvider({ store, children }: { store: CatalogStore; children: ReactNode }) {
  return <CatalogContext value={store}>{children}</CatalogContext>;
}
