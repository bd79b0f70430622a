import { createContext, useContext } from 'react';

/**
 * Opens the search dialog. The app provides it (src/features/search/SearchLauncher.tsx); the header's Search
 * buttons call it. Without a provider (a component test) the buttons do nothing.
 */
export const SearchOpenerContext = createContext<() => void>(() => {});

export function useOpenSearch(): () => void {
  return useContext(SearchOpenerContext);
}
