import type { Readable } from 'node:stream';
import type { ByteRange } from '../http/byteRange.ts';
import { BytesNotFound } from './backend/backend.ts';
import { nameKey } from './names.ts';
import { rememberedRows } from './routes/publicRows.ts';
import type { StorageDeps } from './writeObject.ts';

/** A stored object as another service reads it: its size, and its bytes (or a range) when asked. */
export interface StoredFile {
  size: number;
  open(range?: ByteRange): Promise<Readable>;
}

/**
 * The objects of one bucket, read by the server for a service of its own (the playback gate), with no caller's
 * policies: that service has made its own check. Rows are remembered as the public route remembers them, so a
 * player's run of segments costs no query each.
 */
export function storedFiles(deps: StorageDeps, bucketId: string): (name: string) => Promise<StoredFile | undefined> {
  const rows = rememberedRows(deps.db);
  return async (name) => {
    const found = await rows.find(bucketId, name);
    if (!found) return undefined;
    const { row } = found;
    return {
      size: row.metadata.size,
      async open(range) {
        try {
          return await deps.backend.get(bucketId, nameKey(name, row.version), range);
        } catch (error) {
          // A remembered row whose bytes were replaced: read the row again once.
          if (!(error instanceof BytesNotFound)) throw error;
          rows.forget(bucketId, name);
          const fresh = await rows.find(bucketId, name);
          if (!fresh) throw error;
          return deps.backend.get(bucketId, nameKey(name, fresh.row.version), range);
        }
      },
    };
  };
}
