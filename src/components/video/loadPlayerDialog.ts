/**
 * The dialog player lives in its own chunk: it is fetched on the first open, or earlier when a
 * pointer rests on a card or a card takes focus, so the home page's initial bundle stays small.
 */
export const loadPlayerDialog = () => import('./VideoPlayerDialog');

let requested = false;

/** Start fetching the dialog chunk once; later calls do nothing. */
export function prefetchPlayerDialog(): void {
  if (requested) return;
  requested = true;
  void loadPlayerDialog().catch(() => {
    requested = false;
  });
}
