import { useEffect, useState, type ReactNode } from 'react';
import { VideoLibraryContext } from '../../components/video/videoLibrary';
import { useAuth } from '../../lib/auth/authState';
import { loadDataClient } from '../../lib/data/dataClient';
import { createLibraryStore, type LibraryStore } from './libraryStore';

/**
 * Gives the shared video components (player, cards) the library, following the session: a visitor's device
 * progress once the visitor is known to be signed out, a member's account once it has loaded.
 */
export function LibraryProvider({ children, store: given }: { children: ReactNode; store?: LibraryStore }) {
  const { state } = useAuth();
  const [store] = useState(() => given ?? createLibraryStore({ loadClient: loadDataClient }));
  const userId = state.status === 'signed-in' ? state.user.id : undefined;

  useEffect(() => {
    store.setAccount(userId ? { status: 'signed-in', userId } : { status: state.status === 'loading' ? 'loading' : 'signed-out' });
  }, [store, state.status, userId]);

  return <VideoLibraryContext.Provider value={store}>{children}</VideoLibraryContext.Provider>;
}
