import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes `data` to `folder/name` under the uploads directory as one step: into a hidden temporary file beside it,
 * then renamed over the name, so a reader (or a crash) never sees half a file. The temporary name starts with a
 * dot, which the uploads route never serves.
 */
export async function writeUpload(uploadsDir: string, folder: string, name: string, data: Uint8Array): Promise<void> {
  const dir = path.join(uploadsDir, folder);
  await mkdir(dir, { recursive: true });
  const temporary = path.join(dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(temporary, data, { flag: 'wx' });
    await rename(temporary, path.join(dir, name));
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
