import { createContext } from 'react';
import type { CatalogStore } from './catalogStore';

/** The catalog store of the render (src/app/App.tsx, src/app/entryServer.tsx provide it). */
export const CatalogContext = createContext<CatalogStore | null>(null);
