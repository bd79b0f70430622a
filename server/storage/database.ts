import type { Database, Queryable } from '../db/database.ts';
import { requestSettings } from '../db/requestSettings.ts';
import type { Caller } from '../http/caller.ts';
import { accessDenied, alreadyExists, bucketNotFound, invalidInput, StorageError } from './errors.ts';

/** A bucket's row: what every object request checks (read as the server, like Supabase's storage does). */
export interface Bucket {
  id: string;
  name: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

const BUCKET_SQL = 'select id, name, public, file_size_limit::float8 as file_size_limit, allowed_mime_types from storage.buckets where id = $1';

/** The bucket `id` as the server sees it, whatever the caller may read; 404 when there is none. */
export async function bucketOf(db: Queryable, id: string): Promise<Bucket> {
  const { rows } = await db.query<Bucket>(BUCKET_SQL, [id], 'storage_bucket');
  if (!rows[0]) throw bucketNotFound();
  return rows[0];
}

/** The request's method and path, as the data API sets them for policies that read them. */
export interface RequestLine {
  method: string;
  path: string;
}

/**
 * `work` in one transaction as the caller (set local role and the JWT claims), so row-level
 * security decides what it may read and write; a database error becomes a storage error.
 */
export async function asCaller<T>(db: Database, caller: Caller, line: RequestLine, work: (tx: Queryable) => Promise<T>, options: { readOnly?: boolean } = {}): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const settings = requestSettings(caller, line.method, line.path);
      await tx.query(settings.text, settings.values, settings.prepare);
      return work(tx);
    }, options);
  } catch (error) {
    throw storageErrorOf(error);
  }
}

/** Runs `work` as the caller, then rolls it back: whether the caller may write what `work` writes, without writing it. */
export async function wouldAllow(db: Database, caller: Caller, line: RequestLine, work: (tx: Queryable) => Promise<unknown>): Promise<void> {
  const tried = Symbol('rolled back');
  try {
    await asCaller(db, caller, line, async (tx) => {
      await work(tx);
      throw tried;
    });
  } catch (error) {
    if (error !== tried) throw error;
  }
}

/** PostgreSQL's refusals in storage's words; anything unexpected is a 500 its caller logs. */
export function storageErrorOf(error: unknown): unknown {
  if (error instanceof StorageError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === '42501') return accessDenied();
  if (code === '23505') return alreadyExists();
  if (code === '23503') return bucketNotFound();
  if (code === '22P02' || code === '22001' || code === '22023') return invalidInput('Invalid input');
  return error;
}
