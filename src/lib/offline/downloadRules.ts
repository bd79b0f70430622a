import type { DownloadRecord, ExpiryReason } from './downloadLedger';

/** A premium download plays offline for at most this long after the server last said the member may watch it. */
export const RECHECK_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When a download's last check runs out: RECHECK_DAYS after the server last said the member may watch it. */
export const recheckDue = (record: DownloadRecord) => Date.parse(record.checkedAt) + RECHECK_DAYS * DAY_MS;

/** A download that would take more than this share of the space the browser still offers is refused. */
export const SPACE_SHARE = 0.95;

/**
 * Why a download may no longer play at `now`, or null. A free video's never expires; a premium one's ends with
 * the membership it was downloaded under, and after RECHECK_DAYS without a check.
 */
export function expiryOf(record: DownloadRecord, now: number): ExpiryReason | null {
  if (!record.video.isPremium) return null;
  if (record.entitledUntil !== null && now >= Date.parse(record.entitledUntil)) return 'membership-ended';
  if (now >= recheckDue(record)) return 'unchecked';
  return null;
}

/** Whether `bytes` fit in what the browser still offers (`quota` − `usage`, navigator.storage.estimate()). */
export function fitsInSpace(bytes: number, { quota = 0, usage = 0 }: StorageEstimate): boolean {
  return bytes <= SPACE_SHARE * Math.max(0, quota - usage);
}
