import { DOWNLOADS_CACHE, offlineFolder } from '../../lib/offline/offlinePaths';
import type { PlannedFile } from './downloadPlan';

/** Files fetched at once: enough to keep the connection busy between segments, few enough to leave it to the player. */
const PARALLEL = 3;

const storedResponse = (body: Blob, type: string | null) =>
  new Response(body, { headers: { 'content-type': type ?? 'application/octet-stream', 'content-length': String(body.size) } });

/**
 * Stores every planned file in the download's folder, skipping those already there (a download resumed after an
 * interruption), and reports the bytes stored so far after each file. A failed fetch stops it; what is stored stays.
 */
export async function storeFiles(
  folder: { userId: string; videoId: string },
  files: readonly PlannedFile[],
  onBytes: (bytes: number) => void,
  signal: AbortSignal,
): Promise<void> {
  const cache = await caches.open(DOWNLOADS_CACHE);
  const base = offlineFolder(folder.userId, folder.videoId);
  let stored = 0;
  let next = 0;
  const storeOne = async (file: PlannedFile) => {
    const key = base + file.path;
    const existing = await cache.match(key);
    if (existing) {
      stored += Number(existing.headers.get('content-length')) || (await existing.blob()).size;
    } else {
      let body: Blob;
      let type: string | null;
      if (file.text !== undefined) {
        body = new Blob([file.text]);
        type = 'application/vnd.apple.mpegurl';
      } else {
        const response = await fetch(file.url, { signal });
        if (!response.ok) throw new Error(`${file.path}: ${response.status}`);
        body = await response.blob();
        type = response.headers.get('content-type');
      }
      signal.throwIfAborted();
      await cache.put(key, storedResponse(body, type));
      stored += body.size;
    }
    onBytes(stored);
  };
  // The master is the last file and only stored once everything it lists is.
  const master = files.at(-1);
  const rest = files.slice(0, -1);
  const worker = async () => {
    while (next < rest.length) await storeOne(rest[next++] as PlannedFile);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, rest.length) }, worker));
  if (master) await storeOne(master);
}

/** Deletes the files of one download, or of every download of an account. */
export async function deleteFiles(prefix: string): Promise<void> {
  const cache = await caches.open(DOWNLOADS_CACHE);
  const keys = (await cache.keys()).filter((request) => new URL(request.url).pathname.startsWith(prefix));
  await Promise.all(keys.map((request) => cache.delete(request)));
}
