import { createReadStream } from 'node:fs';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from '../http/caller.ts';
import { storageCaller } from './caller.ts';
import { bucketOf } from './database.ts';
import { invalidInput, StorageError, unauthorized } from './errors.ts';
import { ownerOf } from './objectRows.ts';
import { checkedBucketId, checkedName, type StorageContext } from './routes/context.ts';
import { cacheControlOf, contentTypeOf } from './uploadRules.ts';
import { checkWrite, writeObject, type ObjectWrite } from './writeObject.ts';

/** A tus hook's request: a web Request (srvx's). */
type HookRequest = Parameters<NonNullable<ConstructorParameters<typeof Server>[0]['onIncomingRequest']>>[0];

/** Metadata the server adds to an upload at creation; a client's keys of the same names are replaced. */
const OWNER_KEY = 'ownerId';
const UPSERT_KEY = 'upsert';

/** A storage refusal as tus answers a hook's error: its status and our JSON body. */
const tusError = (error: StorageError) => ({
  status_code: error.status,
  body: JSON.stringify({ statusCode: String(error.status), code: error.code, error: error.error, message: error.message }),
});

const rethrow = (error: unknown): never => {
  throw error instanceof StorageError ? tusError(error) : error;
};

export interface ResumableOptions {
  /** Where uploads in progress are kept (their bytes and a JSON file each), so they resume after a restart. */
  directory: string;
  /** The full path the tus endpoint is mounted at (its upload URLs are below it). */
  path: string;
  respectForwardedHeaders: boolean;
}

/**
 * Resumable uploads (tus 1.0, @tus/server): created with Supabase's metadata keys (bucketName,
 * objectName, contentType, cacheControl) after the same checks as an upload, as the caller; each
 * later request must come from the same user. The last chunk writes the object as any upload does
 * (bytes into the backend, then the row as the caller) and frees the tus file.
 */
export function resumableUploads(context: StorageContext, options: ResumableOptions): Server {
  const datastore = new FileStore({ directory: options.directory });
  const line = (req: HookRequest) => ({ method: req.method, path: new URL(req.url).pathname });
  const callerOf = (req: HookRequest): Promise<Caller> =>
    storageCaller(context.auth, { authorization: req.headers.get('authorization') ?? undefined, apikey: req.headers.get('apikey') ?? undefined });

  const writeOf = async (upload: Upload, upsert: boolean): Promise<ObjectWrite> => {
    const metadata = upload.metadata ?? {};
    const bucket = await bucketOf(context.db, checkedBucketId(metadata.bucketName ?? undefined));
    return {
      bucket,
      name: checkedName(metadata.objectName),
      contentType: contentTypeOf(metadata.contentType ?? undefined),
      cacheControl: cacheControlOf(metadata.cacheControl ?? undefined),
      userMetadata: null,
      mode: upsert ? 'upsert' : 'create',
      declaredSize: upload.size,
    };
  };

  return new Server({
    path: options.path,
    datastore,
    respectForwardedHeaders: options.respectForwardedHeaders,
    async onIncomingRequest(req, uploadId) {
      try {
        const caller = await callerOf(req);
        if (req.method === 'POST' || caller.role === 'service_role') return;
        const upload = await datastore.getUpload(uploadId).catch(() => undefined);
        if (upload && (upload.metadata?.[OWNER_KEY] ?? null) !== ownerOf(caller.claims)) throw unauthorized('This upload belongs to someone else');
      } catch (error) {
        rethrow(error);
      }
    },
    async onUploadCreate(req, upload) {
      try {
        if (upload.size === undefined) throw invalidInput('Upload-Length is required');
        const caller = await callerOf(req);
        const upsert = req.headers.get('x-upsert') === 'true';
        await checkWrite(context, caller, line(req), await writeOf(upload, upsert));
        return { metadata: { ...upload.metadata, [OWNER_KEY]: ownerOf(caller.claims), [UPSERT_KEY]: String(upsert) } };
      } catch (error) {
        return rethrow(error);
      }
    },
    async onUploadFinish(req, upload) {
      try {
        const caller = await callerOf(req);
        const write = await writeOf(upload, upload.metadata?.[UPSERT_KEY] === 'true');
        await writeObject(context, caller, line(req), write, createReadStream(path.join(options.directory, upload.id)));
        await datastore.remove(upload.id);
        return {};
      } catch (error) {
        return rethrow(error);
      }
    },
  });
}

/** The tus endpoint's routes, in a scope that reads no body: each request is handed to @tus/server as it came. */
export async function resumableRoutes(app: FastifyInstance, server: Server): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
    await server.handle(request.raw, reply.raw);
  };
  const methods = ['POST', 'HEAD', 'PATCH', 'DELETE', 'GET'] as const;
  app.route({ method: [...methods], url: '/upload/resumable', handler });
  app.route({ method: [...methods], url: '/upload/resumable/*', handler });
}
