import { requestPlayback } from '../../components/video/playback/playbackRequest';
import { readDownloads, updateDownloads, type DownloadRecord } from '../../lib/offline/downloadLedger';
import { expiryOf, recheckDue } from '../../lib/offline/downloadRules';
import { expireDownload, removeDownloadsOnSignOut, resumeDownload } from './downloadManager';
import { membershipEnd } from './downloadSource';

/** Asks the server again whether the member may watch their premium downloads, and notes its answer. */
async function recheck(userId: string, records: DownloadRecord[]): Promise<void> {
  let end: Promise<string | null> | undefined;
  for (const record of records) {
    const playback = await requestPlayback(record.video.id);
    // No answer (offline, the server down) teaches nothing: the download keeps its last check.
    if (!playback) continue;
    if (playback.preview !== null) {
      await expireDownload(userId, record, 'membership-ended');
      continue;
    }
    end ??= membershipEnd();
    const entitledUntil = await end;
    const checkedAt = new Date().toISOString();
    updateDownloads(userId, (current) => ({
      ...current,
      downloads: current.downloads.map((other) => (other.video.id === record.video.id ? { ...other, entitledUntil, checkedAt } : other)),
    }));
  }
}

/** When a premium download of the account next expires, if nothing changes: when to look again. */
function nextExpiry(records: DownloadRecord[]): number | null {
  const times = records
    .filter((record) => record.video.isPremium)
    .flatMap((record) => [recheckDue(record), ...(record.entitledUntil ? [Date.parse(record.entitledUntil)] : [])]);
  return times.length === 0 ? null : Math.min(...times);
}

/**
 * What keeps an account's downloads true (docs/offline.md#rules), on opening the app and when the network returns:
 * online, premium downloads are re-checked with the server and interrupted downloads resume; then whatever may
 * no longer play is removed, with its reason. Gives the time of the next expiry, to come back then.
 */
async function keepDownloads(userId: string): Promise<number | null> {
  const premium = readDownloads(userId).downloads.filter((record) => record.video.isPremium);
  if (navigator.onLine && premium.length > 0) await recheck(userId, premium);
  const now = Date.now();
  for (const record of readDownloads(userId).downloads) {
    const reason = expiryOf(record, now);
    if (reason) await expireDownload(userId, record, reason);
  }
  const left = readDownloads(userId).downloads;
  if (navigator.onLine) {
    for (const record of left.filter((download) => download.state === 'downloading')) {
      resumeDownload(userId, record).catch((error: unknown) => console.info('A download could not resume yet', error));
    }
  }
  return nextExpiry(left);
}

/** setTimeout's longest wait; a later expiry is looked at again then. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/**
 * Follows a signed-in account's downloads: kept up to date now, when the network returns and when one is due to
 * expire; removed when it signs out. Gives what stops following.
 */
export function upkeep(userId: string): () => void {
  removeDownloadsOnSignOut();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let following = true;
  const keep = () => {
    clearTimeout(timer);
    keepDownloads(userId)
      .then((next) => {
        if (following && next !== null) timer = setTimeout(keep, Math.min(LONGEST_WAIT_MS, Math.max(0, next - Date.now())));
      })
      .catch((error: unknown) => console.error('Downloads could not be kept up to date', error));
  };
  keep();
  window.addEventListener('online', keep);
  return () => {
    following = false;
    clearTimeout(timer);
    window.removeEventListener('online', keep);
  };
}
