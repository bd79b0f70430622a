import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseRange } from '../../http/byteRange.ts';
import type { StorageBackend } from '../backend/backend.ts';
import { BytesNotFound } from '../backend/backend.ts';
import { objectNotFound, rangeNotSatisfiable } from '../errors.ts';
import { nameKey } from '../names.ts';
import type { ObjectRow } from '../objectRows.ts';

/** A year: a max-age this long says the bytes never change under their name (HLS segments, versioned folders). */
export const IMMUTABLE_AGE = 31_536_000;

/** The Cache-Control of a download: as stored; a public object's is shared caches' too, and immutable when it lives a year. */
export function cacheControlFor(stored: string, isPublic: boolean): string {
  if (!isPublic || /\b(public|private|no-store)\b/i.test(stored)) return stored;
  const maxAge = Number(/\bmax-age=(\d+)/i.exec(stored)?.[1] ?? 0);
  return `public, ${stored}${maxAge >= IMMUTABLE_AGE && !/\bimmutable\b/i.test(stored) ? ', immutable' : ''}`;
}

/** `attachment` with the name as given (or the object's file name), ASCII fallback and RFC 8187's UTF-8 form. */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export interface ServeOptions {
  isPublic: boolean;
}

/**
 * An object's bytes with its stored headers: ETag (304 for a matching If-None-Match), Last-Modified,
 * Cache-Control, the stored content type, one byte range (206, or 416 past the end), `?download`
 * as an attachment. What we serve is never run as a page of our origin (CSP sandbox).
 */
export async function serveObject(request: FastifyRequest, reply: FastifyReply, backend: StorageBackend, row: ObjectRow, options: ServeOptions): Promise<FastifyReply> {
  const { metadata } = row;
  const size = metadata.size;
  reply.headers({
    'content-type': metadata.mimetype,
    etag: metadata.eTag,
    'last-modified': new Date(metadata.lastModified).toUTCString(),
    'cache-control': cacheControlFor(metadata.cacheControl, options.isPublic),
    'accept-ranges': 'bytes',
    'content-security-policy': "default-src 'none'; sandbox",
    'x-content-type-options': 'nosniff',
  });
  const query = request.query as { download?: unknown };
  if (typeof query.download === 'string') reply.header('content-disposition', attachment(query.download || (row.name.split('/').pop() ?? row.name)));
  if (metadata.eTag && request.headers['if-none-match'] === metadata.eTag) return reply.code(304).send();

  const range = parseRange(request.headers.range, size);
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${size}`);
    throw rangeNotSatisfiable();
  }
  const length = range ? range.end - range.start + 1 : size;
  reply.header('content-length', String(length));
  if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
  if (request.method === 'HEAD' || length === 0) return reply.send();
  try {
    return reply.send(await backend.get(row.bucket_id, nameKey(row.name, row.version), range));
  } catch (error) {
    if (error instanceof BytesNotFound) throw objectNotFound();
    throw error;
  }
}
