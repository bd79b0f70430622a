import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Caller } from '../../http/caller.ts';
import { bucketOf } from '../database.ts';
import { invalidInput } from '../errors.ts';
import { verifyObjectToken } from '../signedTokens.ts';
import { cacheControlOf, contentTypeOf, userMetadataOf } from '../uploadRules.ts';
import { checkWrite, writeObject, type WriteMode } from '../writeObject.ts';
import { callerOf, lineOf, serverCaller, targetOf, type StorageContext, type Target } from './context.ts';

/** A form's text fields: few and small. The file's own size is the bucket's rule, counted as it streams. */
const FORM_LIMITS = { files: 1, fields: 10, fieldSize: 64 * 1024, parts: 12, fileSize: Number.MAX_SAFE_INTEGER };

interface IncomingFile {
  body: Readable;
  contentType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
  declaredSize: number | undefined;
}

const fieldValue = (field: unknown): string | undefined => {
  const value = (Array.isArray(field) ? field[0] : field) as { value?: unknown } | undefined;
  return typeof value?.value === 'string' ? value.value : undefined;
};

/** The file of an upload: a form's file part (cacheControl and metadata fields before it), or the raw body and its headers. */
async function incomingFile(request: FastifyRequest): Promise<IncomingFile> {
  const declared = request.headers['content-length'];
  const length = declared === undefined ? undefined : Number(declared);
  if (length !== undefined && !Number.isSafeInteger(length)) throw invalidInput('Invalid Content-Length');
  if (request.isMultipart()) {
    const part = await request.file({ limits: FORM_LIMITS });
    if (!part) throw invalidInput('The form has no file');
    return {
      body: part.file,
      contentType: contentTypeOf(part.mimetype),
      cacheControl: cacheControlOf(fieldValue(part.fields.cacheControl)),
      userMetadata: userMetadataOf(fieldValue(part.fields.metadata)),
      declaredSize: undefined,
    };
  }
  const metadata = request.headers['x-metadata'];
  return {
    body: request.raw,
    contentType: contentTypeOf(request.headers['content-type']),
    cacheControl: cacheControlOf(request.headers['cache-control']),
    userMetadata: userMetadataOf(typeof metadata === 'string' ? Buffer.from(metadata, 'base64').toString('utf8') : undefined),
    declaredSize: length,
  };
}

/**
 * Uploads, in a scope of their own that reads no body: the bytes stream from the request into the
 * backend. A form (storage-js with a Blob or File) or a raw body (a Buffer or stream).
 */
export async function uploadRoutes(app: FastifyInstance, context: StorageContext): Promise<void> {
  app.removeAllContentTypeParsers();
  await app.register(multipart, { limits: FORM_LIMITS });
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const upload = async (request: FastifyRequest, caller: Caller, target: Target, mode: WriteMode) => {
    const bucket = await bucketOf(context.db, target.bucketId);
    const file = await incomingFile(request);
    const write = { bucket, name: target.name, contentType: file.contentType, cacheControl: file.cacheControl, userMetadata: file.userMetadata, mode, declaredSize: file.declaredSize };
    await checkWrite(context, caller, lineOf(request), write);
    const { id } = await writeObject(context, caller, lineOf(request), write, file.body);
    return { Id: id, Key: `${target.bucketId}/${target.name}` };
  };

  app.post('/object/:bucket/*', async (request) => {
    const caller = await callerOf(context, request);
    return upload(request, caller, targetOf(request), request.headers['x-upsert'] === 'true' ? 'upsert' : 'create');
  });

  app.put('/object/:bucket/*', async (request) => upload(request, await callerOf(context, request), targetOf(request), 'replace'));

  app.put('/object/upload/sign/:bucket/*', async (request) => {
    const target = targetOf(request);
    const { token } = request.query as { token?: unknown };
    const signed = await verifyObjectToken(context.jwtSecret, typeof token === 'string' ? token : '', `${target.bucketId}/${target.name}`, context.clock);
    return upload(request, serverCaller(signed.owner ?? null), target, signed.upsert ? 'upsert' : 'create');
  });
}
