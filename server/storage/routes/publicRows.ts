import type { Queryable } from '../../db/database.ts';
import { bucketOf } from '../database.ts';
import { bucketNotFound, objectNotFound } from '../errors.ts';
import { findRow, type ObjectRow } from '../objectRows.ts';
import { IMMUTABLE_AGE } from './serveObject.ts';

/** How long a public, immutable object's row is reused before it is read again (decision 2612). */
export const REMEMBER_MS = 5_000;
/** The most rows remembered at once; the oldest go first. */
const MAX_ROWS = 5_000;

const isImmutable = (row: ObjectRow) => Number(/\bmax-age=(\d+)/i.exec(row.metadata.cacheControl)?.[1] ?? 0) >= IMMUTABLE_AGE;

/**
 * The rows of public objects as `/object/public/…` reads them: the bucket must be public and the object exist.
 * A row whose Cache-Control promises its bytes never change under that name (a year's max-age: HLS segments,
 * a version's playlists) is remembered for REMEMBER_MS, so a player's run of segments costs no query each;
 * anything else is read every time. `forget` drops a remembered row whose bytes turned out to be gone.
 */
export function publicRows(db: Queryable, now: () => number = Date.now) {
  const remembered = new Map<string, { row: ObjectRow; until: number }>();
  const keyOf = (bucketId: string, name: string) => `${bucketId}/${name}`;
  return {
    async find(bucketId: string, name: string): Promise<ObjectRow> {
      const key = keyOf(bucketId, name);
      const hit = remembered.get(key);
      if (hit && hit.until > now()) return hit.row;
      remembered.delete(key);
      const bucket = await bucketOf(db, bucketId);
      if (!bucket.public) throw bucketNotFound();
      const row = await findRow(db, bucketId, name);
      if (!row) throw objectNotFound();
      if (isImmutable(row)) {
        if (remembered.size >= MAX_ROWS) remembered.delete(remembered.keys().next().value as string);
        remembered.set(key, { row, until: now() + REMEMBER_MS });
      }
      return row;
    },
    forget(bucketId: string, name: string): void {
      remembered.delete(keyOf(bucketId, name));
    },
  };
}
