import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { asCaller, bucketOf } from '../database.ts';
import { objectNotFound } from '../errors.ts';
import { findRow, ownerOf } from '../objectRows.ts';
import { signObjectToken } from '../signedTokens.ts';
import { checkPermission } from '../writeObject.ts';
import { bodyOf, callerOf, checkedBucketId, checkedName, lineOf, targetOf, type StorageContext } from './context.ts';

/** Supabase's lifetime of a signed upload URL. */
const UPLOAD_URL_SECONDS = 2 * 60 * 60;
/** A signed download URL lives at most a year. */
const expiresIn = z.coerce.number().int().min(1).max(31_536_000);

const NOT_VISIBLE = 'Either the object does not exist or you do not have access to it';

/** Signed URLs: made for what the caller may read (one or many) or upload; they are then used without a key. */
export function signingRoutes(app: FastifyInstance, context: StorageContext): void {
  const { db, jwtSecret, clock } = context;
  const signedPath = async (bucketId: string, name: string, seconds: number) => {
    const token = await signObjectToken(jwtSecret, { url: `${bucketId}/${name}` }, seconds, clock);
    return `/object/sign/${bucketId}/${name}?token=${token}`;
  };

  app.post('/object/sign/:bucket/*', async (request) => {
    const caller = await callerOf(context, request);
    const { bucketId, name } = targetOf(request);
    const seconds = bodyOf(request, z.object({ expiresIn })).expiresIn;
    const row = await asCaller(db, caller, lineOf(request), (tx) => findRow(tx, bucketId, name), { readOnly: true });
    if (!row) throw objectNotFound();
    return { signedURL: await signedPath(bucketId, name, seconds) };
  });

  app.post('/object/sign/:bucket', async (request) => {
    const caller = await callerOf(context, request);
    const bucketId = checkedBucketId((request.params as { bucket: string }).bucket);
    const body = bodyOf(request, z.object({ expiresIn, paths: z.array(z.string()).min(1).max(1000) }));
    const names = body.paths.map(checkedName);
    const visible = await asCaller(
      db,
      caller,
      lineOf(request),
      async (tx) => new Set((await tx.query<{ name: string }>('select name from storage.objects where bucket_id = $1 and name = any($2::text[])', [bucketId, names])).rows.map((r) => r.name)),
      { readOnly: true },
    );
    return Promise.all(
      names.map(async (path) =>
        visible.has(path) ? { error: null, path, signedURL: await signedPath(bucketId, path, body.expiresIn) } : { error: NOT_VISIBLE, path, signedURL: null },
      ),
    );
  });

  app.post('/object/upload/sign/:bucket/*', async (request) => {
    const caller = await callerOf(context, request);
    const { bucketId, name } = targetOf(request);
    const upsert = request.headers['x-upsert'] === 'true';
    const bucket = await bucketOf(db, bucketId);
    await checkPermission(context, caller, lineOf(request), { bucket, name, mode: upsert ? 'upsert' : 'create' });
    const token = await signObjectToken(jwtSecret, { url: `${bucketId}/${name}`, owner: ownerOf(caller.claims), upsert }, UPLOAD_URL_SECONDS, clock);
    return { url: `/object/upload/sign/${bucketId}/${name}?token=${token}`, token };
  });
}
