import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { SearchOpenerContext, type OpenSearch } from '../../components/layout/searchOpener';
import { Spinner } from '../../components/ui/spinner';
import { loadSearchDialog } from './loadSearchDialog';

const SearchDialog = lazy(loadSearchDialog);

const currentHref = () => window.location.pathname + window.location.search;

/** Gives the header's Search buttons a way to open the dialog, whose chunk loads on the first open. */
export function SearchLauncher({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const { pathname, search } = useLocation();
  const opener = useRef<{ element: HTMLElement | null; href: string }>({ element: null, href: '' });
  const openSearch = useCallback<OpenSearch>((returnFocusTo) => {
    opener.current = { element: returnFocusTo, href: currentHref() };
    setRequested(true);
    setOpen(true);
  }, []);
  // Closed where it was opened (Escape, Close): back to the opener. After a navigation the new page keeps the focus.
  const returnFocus = useCallback(() => {
    if (currentHref() === opener.current.href) opener.current.element?.focus();
  }, []);

  // Choosing a result, or pressing Enter, navigates: the dialog closes on arrival.
  useEffect(() => setOpen(false), [pathname, search]);

  return (
    <SearchOpenerContext value={openSearch}>
      {children}
      {requested && (
        <Suspense fallback={<Spinner className="fixed inset-0 z-50 bg-dusk/70" />}>
          <SearchDialog open={open} onOpenChange={setOpen} returnFocus={returnFocus} />
        </Suspense>
      )}
    </SearchOpenerContext>
  );
}
