import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { AuthProvider } from '../features/auth/AuthProvider';
import { InstallBanner } from '../features/install/InstallBanner';
import { LibraryProvider } from '../features/library/LibraryProvider';
import { DownloadsUpkeep } from '../features/offline/DownloadsUpkeep';
import { CatalogProvider } from '../lib/catalog/CatalogProvider';
import type { CatalogStore } from '../lib/catalog/catalogStore';
import { AppRoutes } from './AppRoutes';

/**
 * What surrounds the router on every page: the catalog data the page was rendered with (and loads on the way
 * to the next one), the session, the members' library, the install banner, and the upkeep of downloads.
 */
export function AppFrame({ catalog, children: router }: { catalog: CatalogStore; children: ReactNode }) {
  return (
    <CatalogProvider store={catalog}>
      <AuthProvider>
        <LibraryProvider>{router}</LibraryProvider>
        <InstallBanner />
        <DownloadsUpkeep />
      </AuthProvider>
    </CatalogProvider>
  );
}

/** The app in the browser, with the visit's catalog store (main.tsx starts it from the data the page embeds). */
export function App({ catalog }: { catalog: CatalogStore }) {
  return (
    <AppFrame catalog={catalog}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppFrame>
  );
}
