import type { Video } from '../../content/types';
import type { DownloadQuality } from '../../lib/offline/downloadLedger';

/*
 * Placeholder with the download engine's exports, so the watch page's control and the library's section typecheck
 * and build; the engine itself replaces this file.
 */

export interface DownloadOption {
  quality: DownloadQuality;
  bytes: number;
}

export class DownloadRefused extends Error {
  constructor(readonly reason: 'no-space' | 'not-entitled' | 'unavailable') {
    super(`Download refused: ${reason}`);
    this.name = 'DownloadRefused';
  }
}

const notYet = () => Promise.reject(new DownloadRefused('unavailable'));

export function downloadOptions(_video: Video): Promise<DownloadOption[]> {
  return notYet();
}

export function startDownload(_userId: string, _video: Video, _quality: DownloadQuality): Promise<void> {
  return notYet();
}

export function cancelDownload(_userId: string, _videoId: string): Promise<void> {
  return notYet();
}

export function removeDownload(_userId: string, _videoId: string): Promise<void> {
  return notYet();
}

export function dismissRemoved(_userId: string, _videoId: string): void {}

export function storageSpace(): Promise<{ used: number; available: number } | null> {
  return Promise.resolve(null);
}
