import type { Queryable } from '../../db/database.ts';
import { bucketOf } from '../database.ts';
import { bucketNotFound, objectNotFound, withheldObject } from '../errors.ts';
import { ROW_COLUMNS, type ObjectRow } from '../objectRows.ts';
import { IMMUTABLE_AGE } from './serveObject.ts';

/** How long an immutable object's row is reused before it is read again (decision 2612). */
export const REMEMBER_MS = 5_000;
/** The most rows remembered at once; the oldest go first. */
const MAX_ROWS = 5_000;

const isImmutable = (row: ObjectRow) => Number(/\bmax-age=(\d+)/i.exec(row.metadata.cacheControl)?.[1] ?? 0) >= IMMUTABLE_AGE;

/** A row, and whether the site withholds it from the public URL (`public.media_withheld`: a premium video's renditions). */
export interface FoundRow {
  row: ObjectRow;
  withheld: boolean;
}

/**
 * Rows read by the server for its own serving, with no caller's policies: a row whose Cache-Control promises
 * its bytes never change under that name (a year's max-age: HLS segments, a version's playlists) is remembered
 * for REMEMBER_MS, so a player's run of segments costs no query each; anything else is read every time.
 * `forget` drops a remembered row whose bytes turned out to be gone; `beforeRead` may refuse a bucket first.
 */
export function rememberedRows(db: Queryable, now: () => number = Date.now, beforeRead: (bucketId: string) => Promise<void> = async () => {}) {
  const remembered = new Map<string, { found: FoundRow; until: number }>();
  const keyOf = (bucketId: string, name: string) => `${bucketId}/${name}`;
  return {
    async find(bucketId: string, name: string): Promise<FoundRow | undefined> {
      const key = keyOf(bucketId, name);
      const hit = remembered.get(key);
      if (hit && hit.until > now()) return hit.found;
      remembered.delete(key);
      await beforeRead(bucketId);
      const { rows } = await db.query<ObjectRow & { withheld: boolean }>(
        `select ${ROW_COLUMNS}, public.media_withheld(bucket_id, name) as withheld from storage.objects where bucket_id = $1 and name = $2`,
        [bucketId, name],
        'storage_find_served',
      );
      const [first] = rows;
      if (!first) return undefined;
      const { withheld, ...row } = first;
      const found = { row, withheld };
      if (isImmutable(row)) {
        if (remembered.size >= MAX_ROWS) remembered.delete(remembered.keys().next().value as string);
        remembered.set(key, { found, until: now() + REMEMBER_MS });
      }
      return found;
    },
    forget(bucketId: string, name: string): void {
      remembered.delete(keyOf(bucketId, name));
    },
  };
}

/**
 * The rows of public objects as `/object/public/…` reads them: the bucket must be public, the object exist and
 * the site not withhold it (403: a premium video's renditions reach players only through playback's tokens).
 */
export function publicRows(db: Queryable, now: () => number = Date.now) {
  const rows = rememberedRows(db, now, async (bucketId) => {
    if (!(await bucketOf(db, bucketId)).public) throw bucketNotFound();
  });
  return {
    async find(bucketId: string, name: string): Promise<ObjectRow> {
      const found = await rows.find(bucketId, name);
      if (!found) throw objectNotFound();
      if (found.withheld) throw withheldObject();
      return found.row;
    },
    forget: rows.forget,
  };
}
