import { REDIRECT_STORAGE_KEY } from '../config/site';

/**
 * Put a saved redirect path (session storage, key `redirect`) back into the address bar at
 * start-up, then forget it. Static hosts that answer deep links with a 404 page save the path
 * there; only same-origin paths are accepted.
 */
export function restoreSavedRedirect(storage: Storage = sessionStorage, history: History = window.history): void {
  const saved = storage.getItem(REDIRECT_STORAGE_KEY);
  if (saved === null) return;
  storage.removeItem(REDIRECT_STORAGE_KEY);
  if (saved.startsWith('/') && !saved.startsWith('//')) history.replaceState(null, '', saved);
}
