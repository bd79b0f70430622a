import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AnnounceStart } from '../../lib/announceStart';
import { useT } from '../../lib/i18n/useT';
import { Spinner } from '../ui/spinner';
import { Toaster } from '../ui/toast';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageLoadError } from './PageLoadError';
import { ScrollToTop } from './ScrollToTop';

/** Header, the routed page, footer and toasts: the frame every route shares. */
export function PageShell() {
  const t = useT();
  const { pathname, search } = useLocation();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-pill bg-ink px-4 py-2 text-ivory focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t('layout.skipToContent')}
      </a>
      <ScrollToTop />
      <Header />
      <main id="main" className="min-h-svh">
        <PageLoadError resetKey={pathname + search}>
          <Suspense fallback={<Spinner className="py-48" />}>
            <Outlet />
            <AnnounceStart />
          </Suspense>
        </PageLoadError>
      </main>
      <Footer />
      <Toaster />
    </>
  );
}
