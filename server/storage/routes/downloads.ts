import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { asCaller } from '../database.ts';
import { objectNotFound, StorageError } from '../errors.ts';
import { findRow, type ObjectRow } from '../objectRows.ts';
import { verifyObjectToken } from '../signedTokens.ts';
import { callerOf, lineOf, targetOf, type StorageContext } from './context.ts';
import { publicRows } from './publicRows.ts';
import { serveObject } from './serveObject.ts';

/** Downloads: as the caller (row-level security), from a public bucket, or with a signed URL's token. */
export function downloadRoutes(app: FastifyInstance, context: StorageContext): void {
  const { db, backend } = context;
  const methods: ('GET' | 'HEAD')[] = ['GET', 'HEAD'];

  const found = (row: ObjectRow | undefined): ObjectRow => {
    if (!row) throw objectNotFound();
    return row;
  };

  const asTheCaller = async (request: FastifyRequest, reply: FastifyReply) => {
    const caller = await callerOf(context, request);
    const { bucketId, name } = targetOf(request);
    const row = found(await asCaller(db, caller, lineOf(request), (tx) => findRow(tx, bucketId, name), { readOnly: true }));
    return serveObject(request, reply, backend, row, { isPublic: false });
  };
  app.route({ method: methods, url: '/object/:bucket/*', handler: asTheCaller });
  app.route({ method: methods, url: '/object/authenticated/:bucket/*', handler: asTheCaller });

  const publicObjects = publicRows(db);
  app.route({
    method: methods,
    url: '/object/public/:bucket/*',
    handler: async (request, reply) => {
      const { bucketId, name } = targetOf(request);
      const row = await publicObjects.find(bucketId, name);
      try {
        return await serveObject(request, reply, backend, row, { isPublic: true });
      } catch (error) {
        // A remembered row whose bytes are gone (removed, or replaced under a new version): read it again.
        if (!(error instanceof StorageError && error.code === 'NoSuchKey')) throw error;
        publicObjects.forget(bucketId, name);
        return serveObject(request, reply, backend, await publicObjects.find(bucketId, name), { isPublic: true });
      }
    },
  });

  app.route({
    method: methods,
    url: '/object/sign/:bucket/*',
    handler: async (request, reply) => {
      const { bucketId, name } = targetOf(request);
      const { token } = request.query as { token?: unknown };
      await verifyObjectToken(context.jwtSecret, typeof token === 'string' ? token : '', `${bucketId}/${name}`, context.clock);
      return serveObject(request, reply, backend, found(await findRow(db, bucketId, name)), { isPublic: false });
    },
  });
}
