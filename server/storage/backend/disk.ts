import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, opendir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BytesNotFound, checkBytesLocation, InvalidBytesKey, type BackendEntry, type ByteRange, type BytesLocation, type StorageBackend, type StoredBytes } from './backend.ts';

/** Where a file is being written before its rename: inside its bucket's folder, so the rename never crosses file systems. */
const WRITING_FOLDER = '.writing';

const isMissing = (error: unknown) => ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

async function statOf(file: string): Promise<{ size: number; mtime: Date } | undefined> {
  try {
    const info = await stat(file);
    return info.isFile() ? info : undefined;
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/** Every file below `dir`, as keys of `bucket`. */
async function* walk(dir: string, bucket: string, prefix: string): AsyncGenerator<BackendEntry> {
  let entries;
  try {
    entries = await opendir(dir);
  } catch (error) {
    if (isMissing(error)) return;
    throw error;
  }
  for await (const entry of entries) {
    const full = path.join(dir, entry.name);
    const key = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* walk(full, bucket, key);
    else if (entry.isFile()) {
      const info = await statOf(full);
      if (info) yield { bucket, key, lastModified: info.mtime };
    }
  }
}

/**
 * Bytes as files under `root`: `<root>/<bucket>/<key>`. Every path is checked to stay inside its
 * bucket's folder. A file is written under `.writing/` then renamed into place; a write cut short
 * leaves a temporary file the sweeper removes once it is old (its time is its last write).
 */
export function diskBackend(root: string): StorageBackend {
  const base = path.resolve(root);

  const pathOf = (bucket: string, key: string): string => {
    checkBytesLocation(bucket, key);
    const bucketDir = path.join(base, bucket);
    const file = path.resolve(bucketDir, key);
    if (!file.startsWith(bucketDir + path.sep)) throw new InvalidBytesKey(JSON.stringify(key));
    return file;
  };

  /** Writes into a temporary file of `bucket`, then renames it to `file`; the temporary is removed on any failure. */
  const writeThenRename = async (bucket: string, file: string, write: (temporary: string) => Promise<void>): Promise<void> => {
    const temporary = pathOf(bucket, `${WRITING_FOLDER}/${randomUUID()}`);
    await mkdir(path.dirname(temporary), { recursive: true });
    try {
      await write(temporary);
      await mkdir(path.dirname(file), { recursive: true });
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  };

  return {
    kind: 'disk',

    async get(bucket, key, range?: ByteRange) {
      const file = pathOf(bucket, key);
      if (!(await statOf(file))) throw new BytesNotFound(bucket, key);
      return createReadStream(file, range ? { start: range.start, end: range.end } : {});
    },

    async put(bucket, key, body: Readable): Promise<StoredBytes> {
      const file = pathOf(bucket, key);
      const md5 = createHash('md5');
      const hashing = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          md5.update(chunk);
          done(null, chunk);
        },
      });
      await writeThenRename(bucket, file, (temporary) => pipeline(body, hashing, createWriteStream(temporary)));
      const info = (await statOf(file)) as { size: number; mtime: Date };
      return { size: info.size, etag: `"${md5.digest('hex')}"`, lastModified: info.mtime };
    },

    async head(bucket, key) {
      const info = await statOf(pathOf(bucket, key));
      return info && { size: info.size, lastModified: info.mtime };
    },

    async copy(from: BytesLocation, to: BytesLocation) {
      const source = pathOf(from.bucket, from.key);
      if (!(await statOf(source))) throw new BytesNotFound(from.bucket, from.key);
      await writeThenRename(to.bucket, pathOf(to.bucket, to.key), (temporary) => copyFile(source, temporary));
    },

    async deleteMany(bucket, keys) {
      await Promise.all(keys.map((key) => rm(pathOf(bucket, key), { force: true })));
    },

    async *list() {
      let buckets;
      try {
        buckets = await opendir(base);
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for await (const entry of buckets) {
        if (entry.isDirectory()) yield* walk(path.join(base, entry.name), entry.name, '');
      }
    },
  };
}
