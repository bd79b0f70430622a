import type { Queryable } from '../../db/database.ts';

/**
 * Until when a member holds Premium at `now`: the latest `valid_until` of their entitlements, or null when none
 * is valid any more. Read as the database's owner; the caller has already established who the member is.
 */
export async function entitledUntil(db: Queryable, userId: string, now: number): Promise<Date | null> {
  const { rows } = await db.query<{ until: Date | string | null }>(
    'select max(valid_until) as until from public.entitlements where user_id = $1 and valid_until > $2',
    [userId, new Date(now).toISOString()],
  );
  const until = rows[0]?.until;
  return until ? new Date(until) : null;
}
