import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { asCaller, bucketOf } from '../database.ts';
import { bucketNotFound, objectNotFound } from '../errors.ts';
import { findRow, type ObjectRow } from '../objectRows.ts';
import { verifyObjectToken } from '../signedTokens.ts';
import { callerOf, lineOf, targetOf, type StorageContext } from './context.ts';
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

  app.route({
    method: methods,
    url: '/object/public/:bucket/*',
    handler: async (request, reply) => {
      const { bucketId, name } = targetOf(request);
      const bucket = await bucketOf(db, bucketId);
      if (!bucket.public) throw bucketNotFound();
      return serveObject(request, reply, backend, found(await findRow(db, bucketId, name)), { isPublic: true });
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
