import { vi } from 'vitest';
import type { DownloadQuality } from '../../../lib/offline/downloadLedger';

/**
 * The download engine's exports as spies, for vi.mock('./downloadManager'): made in `vi.hoisted` (through a dynamic
 * import there), so the mock factory and the test share them, and `imports` counts how often the module was loaded.
 */
export function fakeEngine() {
  class DownloadRefused extends Error {
    constructor(readonly reason: 'no-space' | 'not-entitled' | 'unavailable') {
      super(`Download refused: ${reason}`);
    }
  }
  return {
    imports: 0,
    DownloadRefused,
    downloadOptions: vi.fn<(video: unknown) => Promise<{ quality: DownloadQuality; bytes: number }[]>>(),
    startDownload: vi.fn<(userId: string, video: unknown, quality: DownloadQuality) => Promise<void>>(),
    cancelDownload: vi.fn<(userId: string, videoId: string) => Promise<void>>(),
    removeDownload: vi.fn<(userId: string, videoId: string) => Promise<void>>(),
    dismissRemoved: vi.fn<(userId: string, videoId: string) => void>(),
    storageSpace: vi.fn<() => Promise<{ used: number; available: number } | null>>(),
  };
}
