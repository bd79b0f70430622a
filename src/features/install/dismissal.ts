import { INSTALL_DISMISS_DAYS } from '../../config/site';

export const DISMISSED_AT_KEY = 'stillwater:install-banner-dismissed-at';
const DISMISS_MS = INSTALL_DISMISS_DAYS * 24 * 60 * 60 * 1000;

/** Remember that the banner was dismissed now. Storage may be unavailable (private modes): then it is simply not remembered. */
export function rememberDismissal(now: number, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(DISMISSED_AT_KEY, String(now));
  } catch {
    // Not remembered; the banner may come back on the next visit.
  }
}

/** True while the last dismissal is less than INSTALL_DISMISS_DAYS old. */
export function isDismissalActive(now: number, storage: Storage | undefined = globalThis.localStorage): boolean {
  let stored: string | null | undefined;
  try {
    stored = storage?.getItem(DISMISSED_AT_KEY);
  } catch {
    return false;
  }
  const dismissedAt = Number(stored);
  if (!stored || !Number.isFinite(dismissedAt)) return false;
  const elapsed = now - dismissedAt;
  return elapsed >= 0 && elapsed < DISMISS_MS;
}
