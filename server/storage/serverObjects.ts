import type { Readable } from 'node:stream';
import type { ByteRange } from './backend/backend.ts';
import { bucketOf } from './database.ts';
import { objectNotFound } from './errors.ts';
import { nameKey } from './names.ts';
import { deleteRows, findRow, type ObjectRow } from './objectRows.ts';
import { checkedName, serverCaller } from './routes/context.ts';
import { cacheControlOf, contentTypeOf } from './uploadRules.ts';
import { writeObject, type StorageDeps } from './writeObject.ts';

export interface ServerPut {
  contentType: string;
  /** As stored and served: `max-age=31536000` for bytes that never change under their name. */
  cacheControl?: string;
  /** Replace an object already there (else 409). */
  upsert?: boolean;
}

/** Where a server service's writes show in request logs and `request.path`. */
const LINE = { method: 'SERVER', path: '/storage/v1/server' };

/**
 * Objects made and read by the server itself (the transcode worker), as the service role: bytes and row
 * together, with the buckets' size and type rules, so the sweeper never takes them for orphans.
 */
export function serverObjects(deps: StorageDeps) {
  const caller = serverCaller();
  return {
    async put(bucketId: string, name: string, body: Readable, options: ServerPut): Promise<{ id: string }> {
      const bucket = await bucketOf(deps.db, bucketId);
      const write = {
        bucket,
        name: checkedName(name),
        contentType: contentTypeOf(options.contentType),
        cacheControl: cacheControlOf(options.cacheControl),
        userMetadata: null,
        mode: options.upsert ? ('upsert' as const) : ('create' as const),
      };
      return writeObject(deps, caller, LINE, write, body);
    },

    /** The row and its bytes (or a range of them); 404 StorageError when there is no such object. */
    async get(bucketId: string, name: string, range?: ByteRange): Promise<{ row: ObjectRow; body: Readable }> {
      const row = await findRow(deps.db, bucketId, name);
      if (!row) throw objectNotFound();
      return { row, body: await deps.backend.get(bucketId, nameKey(name, row.version), range) };
    },

    async remove(bucketId: string, names: readonly string[]): Promise<void> {
      const removed = await deps.db.transaction((tx) => deleteRows(tx, bucketId, names));
      await deps.backend.deleteMany(bucketId, removed.map((row) => nameKey(row.name, row.version)));
    },
  };
}
