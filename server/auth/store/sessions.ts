import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import { hashRefreshToken, newRefreshToken } from '../crypto/secrets.ts';

/** amr methods (docs/auth-api.md#access-token). */
export type AmrMethod = 'password' | 'otp' | 'email/signup' | 'recovery' | 'magiclink' | 'email_change' | 'totp' | 'anonymous';

export interface SessionRow {
  id: string;
  user_id: string;
  aal: 'aal1' | 'aal2' | 'aal3';
  factor_id: string | null;
  not_after: Date | null;
  created_at: Date;
}

export interface AmrEntry {
  method: string;
  timestamp: number;
}

/** Where a request came from, as a session records it. */
export interface ClientInfo {
  userAgent: string | null;
  ip: string;
}

export async function findSession(q: Queryable, id: string, lock = false): Promise<SessionRow | undefined> {
  const { rows } = await q.query<SessionRow>(`select * from auth.sessions where id = $1${lock ? ' for update' : ''}`, [id]);
  return rows[0];
}

/** Store a new refresh token for a session (hashed) and return the opaque value for the client. */
export async function issueRefreshToken(q: Queryable, session: { id: string; user_id: string }, parentHash: string | null): Promise<string> {
  const token = newRefreshToken();
  await q.query('insert into auth.refresh_tokens (token, user_id, parent, session_id) values ($1, $2, $3, $4)', [
    hashRefreshToken(token),
    session.user_id,
    parentHash,
    session.id,
  ]);
  return token;
}

export async function addAmrClaim(q: Queryable, sessionId: string, method: AmrMethod): Promise<void> {
  await q.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, method],
  );
}

/** Open a session for a user (sign-in of any kind): its row, amr claim and first refresh token. */
export async function openSession(q: Queryable, userId: string, method: AmrMethod, client: ClientInfo): Promise<{ sessionId: string; refreshToken: string }> {
  const session = { id: randomUUID(), user_id: userId };
  await q.query('insert into auth.sessions (id, user_id, user_agent, ip, refreshed_at) values ($1, $2, $3, $4, now())', [
    session.id,
    userId,
    client.userAgent,
    client.ip,
  ]);
  await addAmrClaim(q, session.id, method);
  const refreshToken = await issueRefreshToken(q, session, null);
  await q.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [userId]);
  await q.query('update auth.identities set last_sign_in_at = now() where user_id = $1', [userId]);
  return { sessionId: session.id, refreshToken };
}

/** A session's amr claims, newest first (docs/auth-api.md#access-token), as a select-list column `p_amr`. */
export const amrColumn = (sessionId: string) =>
  `(select coalesce(json_agg(json_build_object('method', c.authentication_method, 'timestamp', floor(extract(epoch from c.updated_at))::bigint)
     order by c.updated_at desc), '[]') from auth.mfa_amr_claims c where c.session_id = ${sessionId}) as p_amr`;
