import type { Queryable } from '../db/database.ts';
import type { BackendEntry, StorageBackend } from './backend/backend.ts';
import { keyParts } from './names.ts';

export interface SweepOptions {
  /** Bytes written more recently than this are left alone: their row may be on its way. */
  olderThanMs: number;
  now?: Date;
}

/** Keys checked against the rows per query. */
const BATCH = 500;

/** Of `entries`, those that are no object's bytes: no name and version, or no row with that name and version. */
async function orphansOf(db: Queryable, entries: BackendEntry[]): Promise<BackendEntry[]> {
  const named = entries.map((entry) => ({ entry, parts: keyParts(entry.key) }));
  const candidates = named.filter((item) => item.parts);
  const { rows } = await db.query<{ i: number }>(
    `select k.i from unnest($1::text[], $2::text[], $3::text[]) with ordinality as k(bucket_id, name, version, i)
     where exists (select 1 from storage.objects o where o.bucket_id = k.bucket_id and o.name = k.name and o.version = k.version)`,
    [candidates.map((c) => c.entry.bucket), candidates.map((c) => c.parts?.name), candidates.map((c) => c.parts?.version)],
  );
  const kept = new Set(rows.map((row) => candidates[Number(row.i) - 1]?.entry));
  return entries.filter((entry) => !kept.has(entry));
}

async function remove(backend: StorageBackend, orphans: BackendEntry[]): Promise<void> {
  const byBucket = new Map<string, string[]>();
  for (const { bucket, key } of orphans) byBucket.set(bucket, [...(byBucket.get(bucket) ?? []), key]);
  for (const [bucket, keys] of byBucket) await backend.deleteMany(bucket, keys);
}

/**
 * Removes bytes that no row of storage.objects names and that are older than `olderThanMs`: what a
 * crash between writing the bytes and the row left, a write cut short, or a replaced version whose
 * removal failed. Run by the storage plugin at start and then on an interval; returns how many it removed.
 */
export async function sweepOrphanBytes(db: Queryable, backend: StorageBackend, options: SweepOptions): Promise<number> {
  const cutoff = (options.now ?? new Date()).getTime() - options.olderThanMs;
  let removed = 0;
  let batch: BackendEntry[] = [];
  const flush = async () => {
    const orphans = await orphansOf(db, batch);
    await remove(backend, orphans);
    removed += orphans.length;
    batch = [];
  };
  for await (const entry of backend.list()) {
    if (entry.lastModified.getTime() > cutoff) continue;
    batch.push(entry);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  return removed;
}
