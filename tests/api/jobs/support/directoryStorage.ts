import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_BUCKET, SOURCE_BUCKET, type MediaStorage } from '../../../../server/jobs/storage.ts';

/**
 * MediaStorage over a plain folder, `root`/{bucket}/{object name}: the job suites' storage, where the storage
 * service is not under test. A file is stored whole or not at all (written aside, then renamed). Content type and cache control are the storage service's to keep.
 */
/** The objects of the bucket folder `bucketDir` whose name starts with `prefix` (files half written excluded). */
async function namesUnder(bucketDir: string, prefix: string): Promise<string[]> {
  const entries = await readdir(bucketDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile() && !e.name.endsWith('.part'))
    .map((e) => path.relative(bucketDir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((name) => name.startsWith(prefix));
}

export function directoryStorage(root: string): MediaStorage {
  const media = path.join(root, MEDIA_BUCKET);
  const inside = (bucketDir: string, name: string) => {
    const file = path.resolve(bucketDir, name);
    if (!file.startsWith(bucketDir + path.sep)) throw new Error(`object name outside its bucket: ${name}`);
    return file;
  };
  return {
    async fetchSource(objectName, toPath) {
      await copyFile(inside(path.join(root, SOURCE_BUCKET), objectName), toPath);
    },
    async fetchMedia(objectName, toPath) {
      await copyFile(inside(media, objectName), toPath);
    },
    async storeFile(objectName, fromPath) {
      const file = inside(media, objectName);
      await mkdir(path.dirname(file), { recursive: true });
      const aside = `${file}.${randomBytes(4).toString('hex')}.part`;
      await copyFile(fromPath, aside);
      await rename(aside, file);
    },
    listPrefix: (prefix) => namesUnder(media, prefix),
    async removePrefix(prefix) {
      // Prefixes the job removes are folders ("videos/x/1/720p/"); a bare name prefix is not needed.
      const names = await namesUnder(media, prefix);
      await rm(inside(media, prefix), { recursive: true, force: true });
      return names.length;
    },
    async removeOldSources(prefix, keep, before) {
      const sources = path.join(root, SOURCE_BUCKET);
      let removed = 0;
      for (const name of await namesUnder(sources, prefix)) {
        const file = inside(sources, name);
        if (name === keep || (await stat(file)).mtime >= before) continue;
        await rm(file);
        removed += 1;
      }
      return removed;
    },
  };
}
