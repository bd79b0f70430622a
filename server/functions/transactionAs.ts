import type { Database, Queryable } from '../db/database.ts';
import type { Claims } from './caller.ts';

/**
 * Runs `work` in one transaction as the database's owner, with `claims` as the request's JWT claims, so that the
 * edit history's trigger (public.catalog_record_change reads auth.jwt()) records who did it. The role stays the
 * owner's: the function has already decided the caller may.
 */
export function transactionAs<T>(db: Database, claims: Claims, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(claims)]);
    return work(tx);
  });
}
