import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { asCaller, bucketOf } from '../database.ts';
import { bucketNotEmpty, bucketNotFound, invalidInput } from '../errors.ts';
import { nameKey } from '../names.ts';
import { bodyOf, callerOf, checkedBucketId, lineOf, type StorageContext } from './context.ts';

const BUCKET_COLUMNS = 'id, name, owner, owner_id, public, file_size_limit::float8 as file_size_limit, allowed_mime_types, type, created_at, updated_at';

const UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3, tb: 1024 ** 4 };

/** A size limit as storage-js passes it: a number of bytes, or text such as "10MB"; null for none. */
const sizeLimit = z.union([z.number().int().nonnegative(), z.string(), z.null()]).transform((value, ctx) => {
  if (typeof value !== 'string') return value;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb|tb)?\s*$/i.exec(value);
  if (!match) {
    ctx.addIssue({ code: 'custom', message: 'must be a number of bytes or a size such as 10MB' });
    return z.NEVER;
  }
  return Math.floor(Number(match[1]) * (UNITS[(match[2] ?? 'b').toLowerCase()] ?? 1));
});

const mimeTypes = z.array(z.string().regex(/^[\w.+-]+\/([\w.+-]+|\*)$/).max(255)).max(100).nullable();

const bucketSettings = z.object({
  public: z.boolean().optional(),
  file_size_limit: sizeLimit.optional(),
  allowed_mime_types: mimeTypes.optional(),
});

const newBucket = bucketSettings.extend({ id: z.string().optional(), name: z.string() });

const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).optional(),
  sortColumn: z.enum(['id', 'name', 'created_at', 'updated_at']).optional(),
  sortOrder: z.enum(['asc', 'desc']).optional(),
  search: z.string().max(100).optional(),
});

/** Buckets: read and written as the caller (with no policy of its own on storage.buckets, that is the service role). */
export function bucketRoutes(app: FastifyInstance, context: StorageContext): void {
  const { db, backend } = context;

  app.get('/bucket', async (request) => {
    const caller = await callerOf(context, request);
    const parsed = listQuery.safeParse(request.query);
    if (!parsed.success) throw invalidInput('Invalid query');
    const { limit = 1000, offset = 0, sortColumn = 'name', sortOrder = 'asc', search = '' } = parsed.data;
    return asCaller(db, caller, lineOf(request), async (tx) => {
      const { rows } = await tx.query(`select ${BUCKET_COLUMNS} from storage.buckets where name ilike $1 order by ${sortColumn} ${sortOrder} limit $2 offset $3`, [
        `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
        limit,
        offset,
      ]);
      return rows;
    }, { readOnly: true });
  });

  app.get('/bucket/:id', async (request) => {
    const caller = await callerOf(context, request);
    const id = checkedBucketId((request.params as { id: string }).id);
    const bucket = await asCaller(db, caller, lineOf(request), async (tx) => (await tx.query(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id])).rows[0], { readOnly: true });
    if (!bucket) throw bucketNotFound();
    return bucket;
  });

  app.post('/bucket', async (request) => {
    const caller = await callerOf(context, request);
    const body = bodyOf(request, newBucket);
    const id = checkedBucketId(body.id ?? body.name);
    if (body.name !== id) throw invalidInput('A bucket\'s name is its id');
    const owner = typeof caller.claims.sub === 'string' ? caller.claims.sub : null;
    await asCaller(db, caller, lineOf(request), (tx) =>
      tx.query('insert into storage.buckets (id, name, owner_id, public, file_size_limit, allowed_mime_types) values ($1, $1, $2, $3, $4, $5)', [
        id,
        owner,
        body.public ?? false,
        body.file_size_limit ?? null,
        body.allowed_mime_types ?? null,
      ]),
    );
    return { name: id };
  });

  app.put('/bucket/:id', async (request) => {
    const caller = await callerOf(context, request);
    const id = checkedBucketId((request.params as { id: string }).id);
    const body = bodyOf(request, bucketSettings);
    const { rowCount } = await asCaller(db, caller, lineOf(request), (tx) =>
      tx.query(
        `update storage.buckets set public = coalesce($2, public),
           file_size_limit = case when $3::boolean then $4::bigint else file_size_limit end,
           allowed_mime_types = case when $5::boolean then $6::text[] else allowed_mime_types end, updated_at = now()
         where id = $1`,
        [id, body.public ?? null, body.file_size_limit !== undefined, body.file_size_limit ?? null, body.allowed_mime_types !== undefined, body.allowed_mime_types ?? null],
      ),
    );
    if (rowCount === 0) throw bucketNotFound();
    return { message: 'Successfully updated' };
  });

  app.post('/bucket/:id/empty', async (request) => {
    const caller = await callerOf(context, request);
    const id = checkedBucketId((request.params as { id: string }).id);
    await bucketOf(db, id);
    const removed = await asCaller(db, caller, lineOf(request), async (tx) => {
      const { rows } = await tx.query<{ name: string; version: string }>('delete from storage.objects where bucket_id = $1 returning name, version', [id]);
      return rows;
    });
    await backend.deleteMany(id, removed.map((row) => nameKey(row.name, row.version)));
    return { message: 'Successfully emptied' };
  });

  app.delete('/bucket/:id', async (request) => {
    const caller = await callerOf(context, request);
    const id = checkedBucketId((request.params as { id: string }).id);
    await bucketOf(db, id);
    const { rows } = await db.query<{ exists: boolean }>('select exists (select 1 from storage.objects where bucket_id = $1) as exists', [id]);
    if (rows[0]?.exists) throw bucketNotEmpty();
    const { rowCount } = await asCaller(db, caller, lineOf(request), (tx) => tx.query('delete from storage.buckets where id = $1', [id]));
    if (rowCount === 0) throw bucketNotFound();
    return { message: 'Successfully deleted' };
  });
}
