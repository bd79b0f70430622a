import { Transform } from 'node:stream';
import type { Bucket } from './database.ts';
import { invalidInput, mimeNotAllowed, tooLarge } from './errors.ts';

/** A header value we will send back as it came: printable ASCII, not too long. */
const HEADER_VALUE = /^[\x20-\x7e]{1,200}$/;
const MEDIA_TYPE = /^[A-Za-z0-9!#$&^_.+-]+\/[A-Za-z0-9!#$&^_.+-]+(\s*;[\x20-\x7e]*)?$/;

/** The content type an object is stored and served with; one that is not a media type is refused. */
export function contentTypeOf(raw: string | undefined): string {
  const type = raw?.trim() || 'application/octet-stream';
  if (!HEADER_VALUE.test(type) || !MEDIA_TYPE.test(type)) throw invalidInput('Invalid content type');
  return type;
}

/** The Cache-Control an object is served with: a bare number is max-age seconds (what storage-js sends in a form). */
export function cacheControlOf(raw: string | undefined): string {
  const value = raw?.trim() || 'no-cache';
  if (!HEADER_VALUE.test(value)) throw invalidInput('Invalid cache control');
  return /^\d+$/.test(value) ? `max-age=${value}` : value;
}

/** Custom metadata: a JSON object (x-metadata is it in base64, a form field as text). */
export function userMetadataOf(json: string | undefined): Record<string, unknown> | null {
  if (json === undefined || json === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw invalidInput('Invalid metadata');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalidInput('Invalid metadata');
  return value as Record<string, unknown>;
}

const essence = (type: string) => type.split(';')[0]?.trim().toLowerCase() ?? '';

/** Refuses a type the bucket does not allow (415): `video/*` allows every video type. */
export function checkMimeType(bucket: Bucket, contentType: string): void {
  const allowed = bucket.allowed_mime_types;
  if (!allowed || allowed.length === 0) return;
  const type = essence(contentType);
  const [major] = type.split('/');
  const ok = allowed.some((rule) => {
    const wanted = rule.trim().toLowerCase();
    return wanted === type || wanted === `${major}/*` || wanted === '*/*';
  });
  if (!ok) throw mimeNotAllowed(contentType);
}

/** Refuses a declared size over the bucket's limit (413) before any byte is read. */
export function checkDeclaredSize(bucket: Bucket, size: number | undefined): void {
  if (bucket.file_size_limit !== null && size !== undefined && size > bucket.file_size_limit) throw tooLarge();
}

/** Passes bytes through until more than `limit` have come, then fails with 413, which aborts the write. */
export function byteLimit(limit: number | null): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (limit !== null && seen > limit) done(tooLarge());
      else done(null, chunk);
    },
  });
}
