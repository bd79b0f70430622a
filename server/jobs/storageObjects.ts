import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { Database } from '../db/database.ts';
import type { StorageBackend } from '../storage/backend/backend.ts';
import { serverObjects } from '../storage/serverObjects.ts';
import { MEDIA_BUCKET, SOURCE_BUCKET, type MediaStorage } from './storage.ts';

/** The transcode job's storage: the storage service's own objects, rows and bytes together (docs/storage.md). */
export function storageObjects({ db, backend }: { db: Database; backend: StorageBackend }): MediaStorage {
  const objects = serverObjects({ db, backend });
  const namesUnder = async (prefix: string) => {
    const { rows } = await db.query<{ name: string }>(
      "select name from storage.objects where bucket_id = $1 and starts_with(name, $2) order by name",
      [MEDIA_BUCKET, prefix],
    );
    return rows.map((row) => row.name);
  };
  const copyOut = async (bucket: string, objectName: string, toPath: string) => {
    const { body } = await objects.get(bucket, objectName);
    await pipeline(body, createWriteStream(toPath));
  };
  return {
    fetchSource: (objectName, toPath) => copyOut(SOURCE_BUCKET, objectName, toPath),
    fetchMedia: (objectName, toPath) => copyOut(MEDIA_BUCKET, objectName, toPath),
    async storeFile(objectName, fromPath, contentType, cacheControl) {
      await objects.put(MEDIA_BUCKET, objectName, createReadStream(fromPath), { contentType, cacheControl, upsert: true });
    },
    listPrefix: namesUnder,
    async removePrefix(prefix) {
      const names = await namesUnder(prefix);
      if (names.length > 0) await objects.remove(MEDIA_BUCKET, names);
      return names.length;
    },
    async removeOldSources(prefix, keep, before) {
      const { rows } = await db.query<{ name: string }>(
        'select name from storage.objects where bucket_id = $1 and starts_with(name, $2) and name <> $3 and created_at < $4',
        [SOURCE_BUCKET, prefix, keep, before.toISOString()],
      );
      const names = rows.map((row) => row.name);
      if (names.length > 0) await objects.remove(SOURCE_BUCKET, names);
      return names.length;
    },
  };
}
