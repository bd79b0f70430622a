import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the prerendered HTML and while React hydrates it, true once the app owns the page (and at once on
 * pages the app renders itself). A control that works only with the app (a carousel arrow, the player's bar)
 * stays invisible until then (a `WhenStarted` box), its box in place so nothing moves when it appears (decision 1405); what the URL's
 * query says (not in the prerendered page) may only show from then on too.
 */
export function useAppStarted(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
