import { randomUUID } from 'node:crypto';
import { finished, type Readable } from 'node:stream';
import type { Database, Queryable } from '../db/database.ts';
import type { Caller } from '../http/caller.ts';
import type { StorageBackend } from './backend/backend.ts';
import { asCaller, wouldAllow, type Bucket, type RequestLine } from './database.ts';
import { objectNotFound } from './errors.ts';
import { newVersion, nameKey } from './names.ts';
import { insertRow, lockedRow, ownerOf, replaceRow, upsertRow, type NewRow, type ObjectMetadata } from './objectRows.ts';
import { byteLimit, checkDeclaredSize, checkMimeType } from './uploadRules.ts';

export interface StorageDeps {
  db: Database;
  backend: StorageBackend;
}

/** create: a new name only (409 when taken); upsert: create or replace (x-upsert); replace: an existing object only (PUT). */
export type WriteMode = 'create' | 'upsert' | 'replace';

export interface ObjectWrite {
  bucket: Bucket;
  name: string;
  contentType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
  mode: WriteMode;
  /** Content-Length or the tus Upload-Length, when known: refused at once when over the bucket's limit. */
  declaredSize?: number;
}

/** The row a write would make, for the permission check and the real write alike. */
function rowOf(write: ObjectWrite, caller: Caller, version: string, metadata: ObjectMetadata): NewRow {
  return { id: randomUUID(), bucketId: write.bucket.id, name: write.name, version, metadata, userMetadata: write.userMetadata, ownerId: ownerOf(caller.claims) };
}

/** Writes the row as `mode` says; the version it replaces, if any. */
async function writeRow(tx: Queryable, mode: WriteMode, row: NewRow): Promise<{ id: string; replaced: string | undefined }> {
  if (mode === 'create') {
    await insertRow(tx, row);
    return { id: row.id, replaced: undefined };
  }
  const old = await lockedRow(tx, row.bucketId, row.name);
  if (mode === 'replace') {
    if (!old || !(await replaceRow(tx, row))) throw objectNotFound();
  } else {
    await upsertRow(tx, row);
  }
  return { id: old?.id ?? row.id, replaced: old?.version };
}

const PLACEHOLDER: ObjectMetadata = { eTag: '', size: 0, mimetype: '', cacheControl: '', lastModified: '', contentLength: 0, httpStatusCode: 200 };

/**
 * Refuses a write before any byte is read: the bucket's type and size rules, then the caller's
 * permission, tried in a transaction that is rolled back (so a refused caller never fills the disk).
 */
export async function checkWrite(deps: StorageDeps, caller: Caller, line: RequestLine, write: ObjectWrite): Promise<void> {
  checkMimeType(write.bucket, write.contentType);
  checkDeclaredSize(write.bucket, write.declaredSize);
  await checkPermission(deps, caller, line, write);
}

/** Whether the caller may write `write.name` as `write.mode` says (403, or 404 to replace what it cannot see). */
export async function checkPermission(deps: StorageDeps, caller: Caller, line: RequestLine, write: Pick<ObjectWrite, 'bucket' | 'name' | 'mode'>): Promise<void> {
  const probe: ObjectWrite = { ...write, contentType: '', cacheControl: '', userMetadata: null };
  await wouldAllow(deps.db, caller, line, (tx) => writeRow(tx, write.mode, rowOf(probe, caller, newVersion(), PLACEHOLDER)));
}

/**
 * One object written: its bytes first, under a new version's key (a stream over the bucket's
 * size limit is cut at the limit and leaves nothing), then its row in one transaction as the caller.
 * When the row cannot be written the new bytes are removed; once it is, the bytes it replaced are.
 * A crash between the steps leaves bytes without a row, which the sweeper removes.
 */
export async function writeObject(deps: StorageDeps, caller: Caller, line: RequestLine, write: ObjectWrite, body: Readable): Promise<{ id: string }> {
  const { backend } = deps;
  const bucketId = write.bucket.id;
  const version = newVersion();
  const key = nameKey(write.name, version);
  // Not pipeline(): at the limit the request must stay open, for the 413 to be answered on it.
  const limited = byteLimit(write.bucket.file_size_limit);
  // finished() also reports a request cut before this point, which no 'error' or 'aborted' listener would see now.
  finished(body, { writable: false }, (error) => error && limited.destroy(error));
  body.pipe(limited);
  // The backend reads `limited` (and its error) once it is ready to write, which may be after the limit is hit.
  limited.on('error', () => undefined);
  const stored = await backend.put(bucketId, key, limited, { contentType: write.contentType, cacheControl: write.cacheControl });
  const metadata: ObjectMetadata = {
    eTag: stored.etag,
    size: stored.size,
    mimetype: write.contentType,
    cacheControl: write.cacheControl,
    lastModified: stored.lastModified.toISOString(),
    contentLength: stored.size,
    httpStatusCode: 200,
  };
  let written;
  try {
    written = await asCaller(deps.db, caller, line, (tx) => writeRow(tx, write.mode, rowOf(write, caller, version, metadata)));
  } catch (error) {
    await backend.deleteMany(bucketId, [key]);
    throw error;
  }
  // The replaced bytes have no row now; if this removal fails, the sweeper's next pass does it.
  if (written.replaced) await backend.deleteMany(bucketId, [nameKey(write.name, written.replaced)]).catch(() => undefined);
  return { id: written.id };
}
