import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { AuthProvider } from '../features/auth/AuthProvider';
import { InstallBanner } from '../features/install/InstallBanner';
import { LibraryProvider } from '../features/library/LibraryProvider';
import { AppRoutes } from './AppRoutes';

/** What surrounds the router on every page: the session, the members' library, and the install banner. */
export function AppFrame({ children: router }: { children: ReactNode }) {
  return (
    <AuthProvider>
      <LibraryProvider>{router}</LibraryProvider>
      <InstallBanner />
    </AuthProvider>
  );
}

export function App() {
  return (
    <AppFrame>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppFrame>
  );
}
