import { LOCALES, type Locale } from '../../../shared/locales';
import { posterUrl } from '../../components/video/posterUrl';
import type { Video } from '../../content/types';
import { loadAuthClient } from '../../lib/auth/authClient';
import { loadPublicCatalogClient } from '../../lib/catalog/catalogClient';
import { keepCatalogData, releaseCatalogData } from '../../lib/catalog/keptData';
import { watchData } from '../../lib/catalog/queries';
import { watchDataKey } from '../../lib/catalog/usePageData';
import { i18n } from '../../lib/i18n/i18n';
import { readDownloads, updateDownloads, type DownloadQuality, type DownloadRecord, type ExpiryReason, type RemovedDownload } from '../../lib/offline/downloadLedger';
import { fitsInSpace } from '../../lib/offline/downloadRules';
import { offlineAccountFolder, offlineFolder } from '../../lib/offline/offlinePaths';
import { DownloadRefused, planDownload, planOptions, type DownloadOption, type DownloadPlan } from './downloadPlan';
import { downloadSource, membershipEnd } from './downloadSource';
import { deleteFiles, storeFiles } from './storeFiles';

export { DownloadRefused, type DownloadOption };

/*
 * Downloads for offline viewing (docs/offline.md): the engine the watch page and the library load on first use.
 * A download runs in the page, across the app's navigations; one interrupted (the network lost, the tab closed)
 * stays `downloading` in the ledger and resumes from the files already stored (upkeep.ts).
 */

/** The downloads this page is running, to stop one (Cancel, Remove, sign-out) and wait until it has stopped. */
const running = new Map<string, { controller: AbortController; done: Promise<void> }>();
const runKey = (userId: string, videoId: string) => `${userId}/${videoId}`;

let followingSessions = false;

/**
 * From the first use of downloads in a visit: when an account signs out (or its session ends), its downloads
 * leave the device, so a shared device keeps no one's media.
 */
export function removeDownloadsOnSignOut(): void {
  if (followingSessions) return;
  followingSessions = true;
  void loadAuthClient().then((client) => {
    let signedIn: string | null = null;
    client.onAuthStateChange((event, session) => {
      if (session) signedIn = session.user.id;
      else if (event === 'SIGNED_OUT' && signedIn) {
        const account = signedIn;
        signedIn = null;
        void removeAccountDownloads(account);
      }
    });
  });
}

/** The qualities a video can be downloaded in, with their sizes. */
export async function downloadOptions(video: Video): Promise<DownloadOption[]> {
  return planOptions(await downloadSource(video));
}

async function spaceLeft(): Promise<StorageEstimate | null> {
  return navigator.storage?.estimate ? navigator.storage.estimate() : null;
}

/** Deletions of files under way. */
const deleting = new Set<Promise<void>>();

function deleteStored(prefix: string): Promise<void> {
  const job = deleteFiles(prefix).finally(() => deleting.delete(job));
  deleting.add(job);
  return job;
}

/** What the device's downloads take, and what the browser still offers; null where it gives no estimate. */
export async function storageSpace(): Promise<{ used: number; available: number } | null> {
  // The ledger forgets a download before its files are deleted (the library's space line asks then): the space
  // is read once they are, so it counts what they free.
  await Promise.allSettled(deleting);
  const estimate = await spaceLeft();
  if (!estimate) return null;
  return { used: estimate.usage ?? 0, available: Math.max(0, (estimate.quota ?? 0) - (estimate.usage ?? 0)) };
}

/** Keeps the watch page's data for offline, in the language the member downloads in. */
async function keepWatchPage(userId: string, video: Video): Promise<void> {
  const locale = i18n.locale as Locale;
  const data = await watchData(await loadPublicCatalogClient(), locale, video.id);
  await keepCatalogData(watchDataKey(locale, video.id), data, userId);
}

function setRecord(userId: string, videoId: string, change: (record: DownloadRecord) => DownloadRecord): void {
  updateDownloads(userId, (current) => ({
    ...current,
    downloads: current.downloads.map((record) => (record.video.id === videoId ? change(record) : record)),
  }));
}

/** Stores a planned download's files, then marks it complete; a failure leaves it to be resumed. */
async function run(userId: string, videoId: string, plan: DownloadPlan, controller: AbortController): Promise<void> {
  const key = runKey(userId, videoId);
  const done = (async () => {
    try {
      await storeFiles({ userId, videoId }, plan.files, (bytes) => setRecord(userId, videoId, (record) => ({ ...record, bytes })), controller.signal);
      setRecord(userId, videoId, (record) => ({ ...record, state: 'complete', completedAt: new Date().toISOString() }));
    } catch (error) {
      if (controller.signal.aborted) return;
      console.info('A download stopped; it resumes when the network returns', error);
      window.addEventListener('online', () => void resumeWhenBack(userId, videoId), { once: true });
    }
  })();
  running.set(key, { controller, done });
  await done;
  if (running.get(key)?.done === done) running.delete(key);
}

/** Stops a running download and waits for it to let go of its files. */
async function stop(userId: string, videoId: string): Promise<void> {
  const job = running.get(runKey(userId, videoId));
  job?.controller.abort();
  await job?.done;
}

/** Runs `job` unless another tab of the app is already running this download. */
function exclusively(userId: string, videoId: string, job: () => Promise<void>): Promise<void> {
  if (!navigator.locks) return job();
  return navigator.locks.request(`stillwater-download:${runKey(userId, videoId)}`, { ifAvailable: true }, (lock) => (lock ? job() : undefined));
}

/**
 * Starts downloading `video` in `quality` for `userId`: refused before anything is stored when it would not fit
 * (more than 95 % of the space left) or when a premium video is not the member's to watch. Resolves once the
 * download is in the ledger; it goes on in the background.
 */
export async function startDownload(userId: string, video: Video, quality: DownloadQuality): Promise<void> {
  removeDownloadsOnSignOut();
  const masterUrl = await downloadSource(video);
  const controller = new AbortController();
  const plan = await planDownload(masterUrl, quality, posterUrl(video.thumbnail, 'large'), controller.signal);
  const estimate = await spaceLeft();
  if (estimate && !fitsInSpace(plan.estimatedBytes, estimate)) throw new DownloadRefused('no-space');
  // The browser may otherwise clear downloads when space runs short; asked once, at the first download.
  if (navigator.storage?.persist && !(await navigator.storage.persisted())) await navigator.storage.persist();
  const now = new Date();
  const entitledUntil = video.isPremium ? await membershipEnd() : null;
  await keepWatchPage(userId, video);
  // The player's HLS code, fetched now so the service worker holds it for playing offline.
  void import('hls.js').catch(() => undefined);
  const record: DownloadRecord = {
    video,
    quality,
    state: 'downloading',
    bytes: 0,
    estimatedBytes: plan.estimatedBytes,
    startedAt: now.toISOString(),
    completedAt: null,
    entitledUntil,
    checkedAt: now.toISOString(),
  };
  updateDownloads(userId, (current) => ({
    downloads: [record, ...current.downloads.filter((other) => other.video.id !== video.id)],
    removed: current.removed.filter((removed) => removed.videoId !== video.id),
  }));
  void exclusively(userId, video.id, () => run(userId, video.id, plan, controller));
}

function resumeWhenBack(userId: string, videoId: string): Promise<void> {
  const record = readDownloads(userId).downloads.find((download) => download.video.id === videoId && download.state === 'downloading');
  return record ? resumeDownload(userId, record).catch((error: unknown) => console.info('A download could not resume yet', error)) : Promise.resolve();
}

/** Takes up an interrupted download where it stopped (its premium address asked for again). */
export async function resumeDownload(userId: string, record: DownloadRecord): Promise<void> {
  const videoId = record.video.id;
  if (running.has(runKey(userId, videoId))) return;
  const controller = new AbortController();
  await exclusively(userId, videoId, async () => {
    const plan = await planDownload(await downloadSource(record.video), record.quality, posterUrl(record.video.thumbnail, 'large'), controller.signal);
    await run(userId, videoId, plan, controller);
  });
}

/**
 * Takes a download off the device: stopped, out of the ledger (with `removed`, the reason the member will read,
 * written in the same change), then its files and kept pages deleted.
 */
async function takeOff(userId: string, videoId: string, removed?: RemovedDownload): Promise<void> {
  await stop(userId, videoId);
  updateDownloads(userId, (current) => ({
    downloads: current.downloads.filter((record) => record.video.id !== videoId),
    removed: removed ? [...current.removed.filter((notice) => notice.videoId !== videoId), removed] : current.removed,
  }));
  await deleteStored(offlineFolder(userId, videoId));
  await Promise.all(LOCALES.map((locale) => releaseCatalogData(userId, watchDataKey(locale, videoId))));
}

export const cancelDownload = (userId: string, videoId: string) => takeOff(userId, videoId);
export const removeDownload = cancelDownload;

/** Takes a premium download off the device, and keeps why until the member has read it. */
export function expireDownload(userId: string, record: DownloadRecord, reason: ExpiryReason): Promise<void> {
  return takeOff(userId, record.video.id, { videoId: record.video.id, title: record.video.title, reason, removedAt: new Date().toISOString() });
}

export function dismissRemoved(userId: string, videoId: string): void {
  updateDownloads(userId, (current) => ({ ...current, removed: current.removed.filter((removed) => removed.videoId !== videoId) }));
}

/** Everything an account downloaded on this device: its files, its kept pages and its ledger. */
export async function removeAccountDownloads(userId: string): Promise<void> {
  await Promise.all(readDownloads(userId).downloads.map((record) => stop(userId, record.video.id)));
  updateDownloads(userId, () => ({ downloads: [], removed: [] }));
  await Promise.all([deleteStored(offlineAccountFolder(userId)), releaseCatalogData(userId)]);
}
