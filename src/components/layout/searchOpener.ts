import { createContext, useContext } from 'react';

/** Opens the search dialog; on closing without navigating, focus goes back to `returnFocusTo`. */
export type OpenSearch = (returnFocusTo: HTMLElement | null) => void;

/**
 * The app provides it (src/features/search/SearchLauncher.tsx); the Search links call it (SearchLink.tsx). Without a
 * provider (a component test) they do nothing.
 */
export const SearchOpenerContext = createContext<OpenSearch>(() => {});

export function useOpenSearch(): OpenSearch {
  return useContext(SearchOpenerContext);
}
