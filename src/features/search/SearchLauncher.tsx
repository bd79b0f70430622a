import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { SearchOpenerContext } from '../../components/layout/searchOpener';
import { Spinner } from '../../components/ui/spinner';
import { loadSearchDialog } from './loadSearchDialog';

const SearchDialog = lazy(loadSearchDialog);

/** Gives the header's Search buttons a way to open the dialog, whose chunk loads on the first open. */
export function SearchLauncher({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const { pathname, search } = useLocation();
  const openSearch = useCallback(() => {
    setRequested(true);
    setOpen(true);
  }, []);

  // Choosing a result, or pressing Enter, navigates: the dialog closes on arrival.
  useEffect(() => setOpen(false), [pathname, search]);

  return (
    <SearchOpenerContext value={openSearch}>
      {children}
      {requested && (
        <Suspense fallback={<Spinner className="fixed inset-0 z-50 bg-dusk/70" />}>
          <SearchDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </SearchOpenerContext>
  );
}
