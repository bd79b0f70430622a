import { requestPlayback } from '../../components/video/playback/playbackRequest';
import { readDownloads, updateDownloads, type DownloadRecord } from '../../lib/offline/downloadLedger';
import { expiryOf, RECHECK_DAYS } from '../../lib/offline/downloadRules';
import { expireDownload, resumeDownload } from './downloadManager';
import { membershipEnd } from './downloadSource';

const DAY_MS = 24 * 60 * 60 * 1000;

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
    .flatMap((record) => [Date.parse(record.checkedAt) + RECHECK_DAYS * DAY_MS, ...(record.entitledUntil ? [Date.parse(record.entitledUntil)] : [])]);
  return times.length === 0 ? null : Math.min(...times);
}

/**
 * What keeps an account's downloads true (docs/offline.md#rules), on opening the app and when the network returns:
 * online, premium downloads are re-checked with the server and interrupted downloads resume; then whatever may
 * no longer play is removed, with its reason. Gives the time of the next expiry, to come back then.
 */
export async function keepDownloads(userId: string): Promise<number | null> {
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
