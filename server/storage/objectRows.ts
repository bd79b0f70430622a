import type { Queryable } from '../db/database.ts';
import type { Claims } from '../http/caller.ts';

/** What storage.objects.metadata holds, in Supabase's keys. */
export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  version: string;
  owner_id: string | null;
  metadata: ObjectMetadata;
  user_metadata: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
}

/** A new row's values: its identity is the caller's (`owner` only when the subject is a UUID, as in Supabase). */
export interface NewRow {
  id: string;
  bucketId: string;
  name: string;
  version: string;
  metadata: ObjectMetadata;
  userMetadata: Record<string, unknown> | null;
  ownerId: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const ownerOf = (claims: Claims): string | null => (typeof claims.sub === 'string' && claims.sub !== '' ? claims.sub : null);

export const ROW_COLUMNS = 'id, bucket_id, name, version, owner_id, metadata, user_metadata, created_at, updated_at, last_accessed_at';

const newRowValues = (row: NewRow) => [
  row.id,
  row.bucketId,
  row.name,
  row.ownerId !== null && UUID.test(row.ownerId) ? row.ownerId : null,
  row.ownerId,
  JSON.stringify(row.metadata),
  row.userMetadata === null ? null : JSON.stringify(row.userMetadata),
  row.version,
];

const INSERT_SQL = `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
  values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8)`;

/** Adds the row; a name taken already is a unique violation (409). Needs INSERT only: nothing is read back. */
export async function insertRow(tx: Queryable, row: NewRow): Promise<void> {
  await tx.query(INSERT_SQL, newRowValues(row), 'storage_insert');
}

/** The row of `name`, locked until the transaction ends, when the caller may see it. */
export async function lockedRow(tx: Queryable, bucketId: string, name: string): Promise<ObjectRow | undefined> {
  const { rows } = await tx.query<ObjectRow>(`select ${ROW_COLUMNS} from storage.objects where bucket_id = $1 and name = $2 for update`, [bucketId, name], 'storage_locked');
  return rows[0];
}

/** Adds or replaces the row (INSERT, and SELECT and UPDATE for a row already there, as Supabase's upsert needs). */
export async function upsertRow(tx: Queryable, row: NewRow): Promise<void> {
  await tx.query(
    `${INSERT_SQL} on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
      user_metadata = excluded.user_metadata, version = excluded.version, updated_at = now(), last_accessed_at = now()`,
    newRowValues(row),
    'storage_upsert',
  );
}

/** Replaces the bytes' version and metadata of an existing row (UPDATE); false when the caller may not see one. */
export async function replaceRow(tx: Queryable, row: NewRow): Promise<boolean> {
  const { rowCount } = await tx.query(
    `update storage.objects set metadata = $3::jsonb, user_metadata = $4::jsonb, version = $5, updated_at = now(), last_accessed_at = now()
      where bucket_id = $1 and name = $2`,
    [row.bucketId, row.name, JSON.stringify(row.metadata), row.userMetadata === null ? null : JSON.stringify(row.userMetadata), row.version],
    'storage_replace',
  );
  return rowCount > 0;
}

export async function findRow(tx: Queryable, bucketId: string, name: string): Promise<ObjectRow | undefined> {
  const { rows } = await tx.query<ObjectRow>(`select ${ROW_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`, [bucketId, name], 'storage_find');
  return rows[0];
}

/** Removes the rows of `names` the caller may delete and see; what was removed. */
export async function deleteRows(tx: Queryable, bucketId: string, names: readonly string[]): Promise<ObjectRow[]> {
  const { rows } = await tx.query<ObjectRow>(`delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${ROW_COLUMNS}`, [bucketId, names]);
  return rows;
}

/** Moves a row to another name (and bucket) with its new bytes' version; false when the caller may not see the source. */
export async function moveRow(tx: Queryable, from: { bucketId: string; name: string }, to: { bucketId: string; name: string; version: string }): Promise<boolean> {
  const { rowCount } = await tx.query(
    'update storage.objects set bucket_id = $3, name = $4, version = $5, updated_at = now() where bucket_id = $1 and name = $2',
    [from.bucketId, from.name, to.bucketId, to.name, to.version],
  );
  return rowCount > 0;
}

/** `%`, `_` and `\` stand for themselves in a LIKE pattern. */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface ListOptions {
  /** A folder: '' or ending in '/'. */
  folder: string;
  search: string;
  limit: number;
  offset: number;
  column: 'name' | 'updated_at' | 'created_at' | 'last_accessed_at';
  order: 'asc' | 'desc';
}

export interface ListEntry {
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: ObjectMetadata | null;
}

/**
 * The entries of one folder the caller may see, as Supabase lists them: its objects, and each
 * subfolder once, with id and times null; `search` is a prefix of the entry's name (any case).
 */
export async function listFolder(tx: Queryable, bucketId: string, options: ListOptions): Promise<ListEntry[]> {
  const { rows } = await tx.query<ListEntry>(
    `with inside as (
       select split_part(substr(name, $3 + 1), '/', 1) as entry, strpos(substr(name, $3 + 1), '/') > 0 as folder,
              id, updated_at, created_at, last_accessed_at, metadata
       from storage.objects where bucket_id = $1 and name like $2 escape '\\'
     ), entries as (
       select distinct on (entry, folder) entry as name, case when folder then null else id end as id,
              case when folder then null else updated_at end as updated_at, case when folder then null else created_at end as created_at,
              case when folder then null else last_accessed_at end as last_accessed_at, case when folder then null else metadata end as metadata
       from inside where entry ilike $4 escape '\\'
       order by entry, folder
     )
     select * from entries order by ${options.column} ${options.order} nulls first, name ${options.order} limit $5 offset $6`,
    [bucketId, `${likeLiteral(options.folder)}%`, [...options.folder].length, `${likeLiteral(options.search)}%`, options.limit, options.offset],
  );
  return rows;
}
