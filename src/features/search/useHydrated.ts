import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React hydrates a prerendered page (built without a query), true afterwards and on client
 * navigations: what the URL's query says may only show once hydration is over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
