import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import type { ApiKeyOptions } from '../http/apiKey.ts';
import { registerCors } from '../http/cors.ts';
import type { StorageBackend } from './backend/backend.ts';
import { storageErrorOf } from './database.ts';
import { internalError, sendStorageError, StorageError } from './errors.ts';
import { resumableRoutes, resumableUploads } from './resumable.ts';
import { bucketRoutes } from './routes/buckets.ts';
import type { StorageContext } from './routes/context.ts';
import { downloadRoutes } from './routes/downloads.ts';
import { objectRoutes } from './routes/objects.ts';
import { signingRoutes } from './routes/signing.ts';
import { uploadRoutes } from './routes/uploads.ts';
import type { TokenClock } from './signedTokens.ts';
import { sweepOrphanBytes } from './sweeper.ts';

export interface StoragePluginOptions extends ApiKeyOptions {
  db: Database;
  backend: StorageBackend;
  /** The HS256 secret signed URLs' tokens are signed with (the server's JWT secret). */
  jwtSecret: string;
  /** Resumable uploads in progress (config.storage.resumableDir). */
  resumableDir: string;
  /** Trust X-Forwarded-* for the tus upload URLs (config.trustProxy). */
  trustProxy: boolean;
  /** The sweeper of bytes without a row: off with false; by default every 15 minutes, for bytes an hour old. */
  sweep?: { everyMs: number; olderThanMs: number } | false;
  /** For tests: the time signed URLs are made and checked at. */
  clock?: TokenClock;
}

const DEFAULT_SWEEP = { everyMs: 15 * 60_000, olderThanMs: 60 * 60_000 };

/** Answers what the storage-js client's errors carry, and nothing else: a bug is a logged 500 without details. */
function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = storageErrorOf(error);
  if (known instanceof StorageError) return sendStorageError(reply, known);
  const status = error.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return sendStorageError(reply, new StorageError(status, 'InvalidRequest', 'Invalid Input', error.message));
  request.log.error({ err: error }, 'storage request failed');
  return sendStorageError(reply, internalError());
}

/**
 * The storage API under /storage/v1: storage-js's subset of Supabase Storage (docs/storage.md).
 * Rows in storage.buckets and storage.objects under row-level security, bytes in `backend`.
 */
export async function storagePlugin(app: FastifyInstance, options: StoragePluginOptions): Promise<void> {
  const context: StorageContext = {
    db: options.db,
    backend: options.backend,
    auth: { keys: options.keys, verifyJwt: options.verifyJwt },
    jwtSecret: options.jwtSecret,
    clock: options.clock ?? {},
  };
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((_request, reply) => sendStorageError(reply, new StorageError(404, 'NotFound', 'Not Found', 'Route not found')));
  registerCors(app, { expose: ['ETag', 'Content-Length', 'Upload-Offset', 'Upload-Length', 'Tus-Resumable', 'Tus-Version', 'Tus-Max-Size', 'Tus-Extension', 'Upload-Metadata'] });

  bucketRoutes(app, context);
  objectRoutes(app, context);
  signingRoutes(app, context);
  downloadRoutes(app, context);
  await app.register((scope) => uploadRoutes(scope, context));
  const tus = resumableUploads(context, { directory: options.resumableDir, path: `${app.prefix}/upload/resumable`, respectForwardedHeaders: options.trustProxy });
  await app.register((scope) => resumableRoutes(scope, tus));

  const sweep = options.sweep === undefined ? DEFAULT_SWEEP : options.sweep;
  if (sweep) {
    const run = () =>
      sweepOrphanBytes(options.db, options.backend, { olderThanMs: sweep.olderThanMs })
        .then((removed) => removed > 0 && app.log.info({ removed }, 'storage sweeper removed bytes without a row'))
        .catch((error: unknown) => app.log.error({ err: error }, 'storage sweeper failed'));
    const timer = setInterval(run, sweep.everyMs);
    timer.unref();
    app.addHook('onReady', async () => void run());
    app.addHook('onClose', async () => clearInterval(timer));
  }
}
