import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Removes the folders in `workDir` untouched for longer than `olderThanSeconds`: what attempts of workers killed
 * outright left (a source copy and partial output). The queue expires any job older than that, so none of them
 * can still be in use, by this worker or another on the same machine. Resolves to the names removed.
 */
export async function removeStaleWorkFolders(workDir: string, olderThanSeconds: number, now = Date.now()): Promise<string[]> {
  const entries = await readdir(workDir, { withFileTypes: true }).catch(() => []);
  const removed: string[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory()) continue;
    const folder = path.join(workDir, entry.name);
    const { mtimeMs } = await stat(folder);
    if (now - mtimeMs <= olderThanSeconds * 1000) continue;
    await rm(folder, { recursive: true, force: true });
    removed.push(entry.name);
  }
  return removed;
}
