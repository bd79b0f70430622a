/** Where an account's downloads are recorded in local storage (downloadLedger.ts). */
export const DOWNLOADS_KEY_PREFIX = 'stillwater.downloads.';
export const downloadsKey = (userId: string) => `${DOWNLOADS_KEY_PREFIX}${userId}`;

/** Whether an account has anything stored on this device: read on every page, so kept apart from the ledger's code. */
export function hasDownloads(userId: string): boolean {
  try {
    return localStorage.getItem(downloadsKey(userId)) !== null;
  } catch {
    return false;
  }
}
