import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Caller } from '../../http/caller.ts';
import { asCaller, bucketOf } from '../database.ts';
import { objectNotFound } from '../errors.ts';
import { nameKey, newVersion } from '../names.ts';
import { deleteRows, findRow, insertRow, listFolder, moveRow, ownerOf, type ObjectRow } from '../objectRows.ts';
import { bodyOf, callerOf, checkedBucketId, checkedName, lineOf, targetOf, type StorageContext } from './context.ts';

/** What storage-js's info() reads (it turns the keys to camelCase). */
export function infoOf(row: ObjectRow) {
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    bucket_id: row.bucket_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
    last_accessed_at: row.last_accessed_at,
    size: row.metadata.size,
    content_type: row.metadata.mimetype,
    cache_control: row.metadata.cacheControl,
    etag: row.metadata.eTag,
    last_modified: row.metadata.lastModified,
    metadata: row.user_metadata,
  };
}

const listBody = z.object({
  prefix: z.string().max(1024).default(''),
  limit: z.number().int().min(1).max(1000).default(100),
  offset: z.number().int().min(0).default(0),
  search: z.string().max(1024).default(''),
  sortBy: z
    .object({ column: z.enum(['name', 'updated_at', 'created_at', 'last_accessed_at']).default('name'), order: z.enum(['asc', 'desc']).default('asc') })
    .default({ column: 'name', order: 'asc' }),
});

const transferBody = z.object({
  bucketId: z.string(),
  sourceKey: z.string(),
  destinationKey: z.string(),
  destinationBucket: z.string().nullish(),
});

const removeBody = z.object({ prefixes: z.array(z.string()).min(1).max(1000) });

/** A folder as Supabase reads `prefix`: '' is the root, any other gets one trailing '/'. */
const folderOf = (prefix: string) => (prefix === '' ? '' : `${prefix.replace(/\/+$/, '')}/`);

/** Objects as rows: info, list, move, copy, remove, each in one transaction as the caller. */
export function objectRoutes(app: FastifyInstance, context: StorageContext): void {
  const { db, backend } = context;

  app.get('/object/info/:bucket/*', async (request) => {
    const caller = await callerOf(context, request);
    const { bucketId, name } = targetOf(request);
    const row = await asCaller(db, caller, lineOf(request), (tx) => findRow(tx, bucketId, name), { readOnly: true });
    if (!row) throw objectNotFound();
    return infoOf(row);
  });

  app.post('/object/list/:bucket', async (request) => {
    const caller = await callerOf(context, request);
    const bucketId = checkedBucketId((request.params as { bucket: string }).bucket);
    const body = bodyOf(request, listBody);
    await bucketOf(db, bucketId);
    return asCaller(
      db,
      caller,
      lineOf(request),
      (tx) => listFolder(tx, bucketId, { folder: folderOf(body.prefix), search: body.search, limit: body.limit, offset: body.offset, ...body.sortBy }),
      { readOnly: true },
    );
  });

  /** Copies the source's bytes to a new version under the destination, then `commit` writes the rows; the copy is removed if that fails. */
  const transfer = async (request: FastifyRequest, commit: (caller: Caller, source: ObjectRow, to: { bucketId: string; name: string; version: string }) => Promise<unknown>) => {
    const caller = await callerOf(context, request);
    const body = bodyOf(request, transferBody);
    const from = { bucketId: checkedBucketId(body.bucketId), name: checkedName(body.sourceKey) };
    const to = { bucketId: checkedBucketId(body.destinationBucket ?? body.bucketId), name: checkedName(body.destinationKey), version: newVersion() };
    await bucketOf(db, to.bucketId);
    const source = await asCaller(db, caller, lineOf(request), (tx) => findRow(tx, from.bucketId, from.name), { readOnly: true });
    if (!source) throw objectNotFound();
    await backend.copy({ bucket: from.bucketId, key: nameKey(from.name, source.version) }, { bucket: to.bucketId, key: nameKey(to.name, to.version) });
    try {
      await commit(caller, source, to);
    } catch (error) {
      await backend.deleteMany(to.bucketId, [nameKey(to.name, to.version)]);
      throw error;
    }
    return { source, to };
  };

  app.post('/object/move', async (request) => {
    const { source } = await transfer(request, (caller, row, to) =>
      asCaller(db, caller, lineOf(request), async (tx) => {
        if (!(await moveRow(tx, { bucketId: row.bucket_id, name: row.name }, to))) throw objectNotFound();
      }),
    );
    await backend.deleteMany(source.bucket_id, [nameKey(source.name, source.version)]).catch(() => undefined);
    return { message: 'Successfully moved' };
  });

  app.post('/object/copy', async (request) => {
    const id = newVersion();
    const { to } = await transfer(request, (caller, row, destination) =>
      asCaller(db, caller, lineOf(request), (tx) =>
        insertRow(tx, { id, bucketId: destination.bucketId, name: destination.name, version: destination.version, metadata: row.metadata, userMetadata: row.user_metadata, ownerId: ownerOf(caller.claims) }),
      ),
    );
    return { Id: id, Key: `${to.bucketId}/${to.name}` };
  });

  app.delete('/object/:bucket', async (request) => {
    const caller = await callerOf(context, request);
    const bucketId = checkedBucketId((request.params as { bucket: string }).bucket);
    const names = bodyOf(request, removeBody).prefixes.map(checkedName);
    const removed = await asCaller(db, caller, lineOf(request), (tx) => deleteRows(tx, bucketId, names));
    // Rows first: if this fails, bytes without rows are the sweeper's to remove.
    await backend.deleteMany(bucketId, removed.map((row) => nameKey(row.name, row.version))).catch(() => undefined);
    return removed;
  });
}
