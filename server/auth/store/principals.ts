import type { Queryable } from '../../db/database.ts';
import { amrColumn, type AmrEntry, type SessionRow } from './sessions.ts';
import type { FactorRow, IdentityRow, UserRow } from './users.ts';

/** Everything an access-token check and GET /user read about a user, as of one statement. */
export interface Principal {
  user: UserRow;
  /** The token's session, when it names one and it belongs to the user. */
  session: SessionRow | undefined;
  identities: IdentityRow[];
  factors: FactorRow[];
}

/** A principal with the session it signed in with. */
export type SessionPrincipal = Principal & { session: SessionRow };

type Json = Record<string, unknown>;

/** json_agg/row_to_json give timestamps as text; the rows elsewhere carry Dates. */
function withDates<T>(row: Json, fields: string[]): T {
  const copy: Json = { ...row };
  for (const field of fields) if (typeof copy[field] === 'string') copy[field] = new Date(copy[field]);
  return copy as T;
}

const IDENTITY_DATES = ['last_sign_in_at', 'created_at', 'updated_at'];
const FACTOR_DATES = ['last_challenged_at', 'created_at', 'updated_at'];
const SESSION_DATES = ['not_after', 'created_at', 'updated_at'];

/**
 * Select-list of a user row `u` with identities, factors and, where `sessionMatch` (a condition on
 * sessions `s`) finds one of theirs, that session; read back with principalFromRow.
 */
export const principalColumns = (sessionMatch: string) => `u.*,
  (select coalesce(json_agg(i order by i.created_at), '[]') from auth.identities i where i.user_id = u.id) as p_identities,
  (select coalesce(json_agg(f order by f.created_at), '[]') from auth.mfa_factors f where f.user_id = u.id) as p_factors,
  (select row_to_json(s) from auth.sessions s where ${sessionMatch} and s.user_id = u.id) as p_session`;

export type PrincipalRow = UserRow & { p_identities: Json[]; p_factors: Json[]; p_session: Json | null };

/** The Principal in a row selected with principalColumns; other extra columns are left out. */
export function principalFromRow<Extra extends string = never>(row: PrincipalRow & Record<Extra, unknown>, extra: Extra[] = []): Principal {
  const { p_identities: identities, p_factors: factors, p_session: session, ...rest } = row;
  const user: Record<string, unknown> = rest;
  for (const column of extra) delete user[column];
  return {
    user: user as unknown as UserRow,
    session: session ? withDates<SessionRow>(session, SESSION_DATES) : undefined,
    identities: identities.map((identity) => withDates<IdentityRow>(identity, IDENTITY_DATES)),
    factors: factors.map((factor) => withDates<FactorRow>(factor, FACTOR_DATES)),
  };
}

const PRINCIPAL_SQL = `select ${principalColumns('s.id = $2::uuid')} from auth.users u where u.id = $1`;

/** The user with identities, factors and (if `sessionId` is theirs) that session: one round trip. */
export async function loadPrincipal(q: Queryable, userId: string, sessionId: string | undefined): Promise<Principal | undefined> {
  const { rows } = await q.query<PrincipalRow>(PRINCIPAL_SQL, [userId, sessionId ?? null], 'auth_load_principal');
  return rows[0] && principalFromRow(rows[0]);
}

/** A user with one of their sessions and its amr claims, read in one statement. */
export async function loadSessionPrincipal(q: Queryable, userId: string, sessionId: string): Promise<{ principal: SessionPrincipal; amr: AmrEntry[] }> {
  const { rows } = await q.query<PrincipalRow & { p_amr: AmrEntry[] }>(
    `select ${principalColumns('s.id = $2::uuid')}, ${amrColumn('$2::uuid')} from auth.users u where u.id = $1`,
    [userId, sessionId],
  );
  const row = rows[0];
  const principal = row && principalFromRow(row, ['p_amr']);
  if (!row || !principal?.session) throw new Error('session vanished while answering');
  return { principal: { ...principal, session: principal.session }, amr: row.p_amr };
}
