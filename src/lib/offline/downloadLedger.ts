import { useSyncExternalStore } from 'react';
import type { Video } from '../../content/types';
import { DOWNLOADS_KEY_PREFIX, downloadsKey } from './downloadKeys';

/*
 * What this device has downloaded, per account, in local storage: small, read synchronously by the player (to
 * play from the device) and by the library, so that neither loads the download code for someone who never
 * downloads. The bytes themselves are in Cache Storage (offlineFiles.ts).
 */

/** "Standard" is the 540p rendition, "High" the 720p one, "Audio only" the sound rendition. */
export type DownloadQuality = 'standard' | 'high' | 'audio';
export const DOWNLOAD_QUALITIES: readonly DownloadQuality[] = ['standard', 'high', 'audio'];

export interface DownloadRecord {
  video: Video;
  quality: DownloadQuality;
  /** `downloading` also after an interruption: the app resumes it from the files already stored. */
  state: 'downloading' | 'complete';
  /** Bytes stored so far; all of them once complete. */
  bytes: number;
  /** What the download was expected to weigh before it started (the renditions' average bit rate × duration). */
  estimatedBytes: number;
  startedAt: string;
  completedAt: string | null;
  /** Premium only: when the membership it was downloaded under ends (null: no end known, an editor's). */
  entitledUntil: string | null;
  /** Premium only: when the server last said this account may watch it. */
  checkedAt: string;
}

/** Why a premium download was taken off the device. */
export type ExpiryReason = 'membership-ended' | 'unchecked';

export interface RemovedDownload {
  videoId: string;
  title: string;
  reason: ExpiryReason;
  removedAt: string;
}

export interface AccountDownloads {
  downloads: DownloadRecord[];
  /** Premium downloads removed by the rules, kept until the member has read why. */
  removed: RemovedDownload[];
}

const EMPTY: AccountDownloads = { downloads: [], removed: [] };

const listeners = new Set<() => void>();
const snapshots = new Map<string, { raw: string | null; value: AccountDownloads }>();

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** An account's downloads as stored (the same object until they change, as useSyncExternalStore needs). */
export function readDownloads(userId: string): AccountDownloads {
  const raw = storage()?.getItem(downloadsKey(userId)) ?? null;
  const known = snapshots.get(userId);
  if (known && known.raw === raw) return known.value;
  let value = EMPTY;
  try {
    if (raw) value = { ...EMPTY, ...(JSON.parse(raw) as Partial<AccountDownloads>) };
  } catch {
    value = EMPTY;
  }
  snapshots.set(userId, { raw, value });
  return value;
}

/** Replaces an account's downloads with what `change` makes of them, and tells every reader. */
export function updateDownloads(userId: string, change: (current: AccountDownloads) => AccountDownloads): void {
  const next = change(readDownloads(userId));
  const store = storage();
  if (next.downloads.length === 0 && next.removed.length === 0) store?.removeItem(downloadsKey(userId));
  else store?.setItem(downloadsKey(userId), JSON.stringify(next));
  for (const listener of listeners) listener();
}

export function downloadOf(userId: string, videoId: string): DownloadRecord | undefined {
  return readDownloads(userId).downloads.find((record) => record.video.id === videoId);
}

/** The accounts that have anything stored on this device. */
export function accountsWithDownloads(): string[] {
  const store = storage();
  if (!store) return [];
  return Array.from({ length: store.length }, (_, index) => store.key(index) ?? '')
    .filter((key) => key.startsWith(DOWNLOADS_KEY_PREFIX))
    .map((key) => key.slice(DOWNLOADS_KEY_PREFIX.length));
}

export function subscribeDownloads(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the app downloading or removing.
  const onStorage = (event: StorageEvent) => event.key?.startsWith(DOWNLOADS_KEY_PREFIX) && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** An account's downloads, following every change; none for no account. */
export function useDownloads(userId: string | null): AccountDownloads {
  return useSyncExternalStore(
    subscribeDownloads,
    () => (userId ? readDownloads(userId) : EMPTY),
    () => EMPTY,
  );
}
