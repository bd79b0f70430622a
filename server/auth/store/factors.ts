import type { Queryable } from '../../db/database.ts';
import type { FactorRow } from './users.ts';

/** A user's factor by id, or nothing when it is not theirs. */
export async function findOwnedFactor(q: Queryable, userId: string, factorId: string): Promise<FactorRow | undefined> {
  const { rows } = await q.query<FactorRow>('select * from auth.mfa_factors where id = $1 and user_id = $2', [factorId, userId]);
  return rows[0];
}

/** Delete a factor: the sessions it lifted fall back to aal1 and lose its amr claim. */
export async function deleteFactor(q: Queryable, factorId: string): Promise<void> {
  await q.query('delete from auth.mfa_factors where id = $1', [factorId]);
  await q.query(
    `delete from auth.mfa_amr_claims where authentication_method = 'totp' and session_id in (select id from auth.sessions where factor_id = $1)`,
    [factorId],
  );
  await q.query("update auth.sessions set aal = 'aal1', factor_id = null where factor_id = $1", [factorId]);
}
