import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import type { AuthContext } from './context.ts';
import { hashRefreshToken, newRefreshToken } from './secrets.ts';
import { principalColumns, principalFromRow, type Principal, type PrincipalRow } from './principals.ts';
import { userJson, type UserRow } from './users.ts';

/** amr methods (auth-api.md §2.5). */
export type AmrMethod = 'password' | 'otp' | 'email/signup' | 'recovery' | 'magiclink' | 'email_change' | 'totp' | 'anonymous';

export interface SessionRow {
  id: string;
  user_id: string;
  aal: 'aal1' | 'aal2' | 'aal3';
  factor_id: string | null;
  not_after: Date | null;
  created_at: Date;
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

/** Open a session for a user (sign-in of any kind) and answer the Session object of auth-api.md §2.4. */
export async function startSession(
  q: Queryable,
  ctx: AuthContext,
  user: UserRow,
  method: AmrMethod,
  request: FastifyRequest,
): Promise<Record<string, unknown>> {
  const session = { id: randomUUID(), user_id: user.id };
  await q.query('insert into auth.sessions (id, user_id, user_agent, ip, refreshed_at) values ($1, $2, $3, $4, now())', [
    session.id,
    user.id,
    request.headers['user-agent'] ?? null,
    request.ip,
  ]);
  await addAmrClaim(q, session.id, method);
  const refreshToken = await issueRefreshToken(q, session, null);
  await q.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [user.id]);
  await q.query('update auth.identities set last_sign_in_at = now() where user_id = $1', [user.id]);
  return sessionResponse(q, ctx, user.id, session.id, refreshToken);
}

export interface AmrEntry {
  method: string;
  timestamp: number;
}

/** A session's amr claims, newest first (auth-api.md §2.5), as a select-list column `p_amr`. */
export const amrColumn = (sessionId: string) =>
  `(select coalesce(json_agg(json_build_object('method', c.authentication_method, 'timestamp', floor(extract(epoch from c.updated_at))::bigint)
     order by c.updated_at desc), '[]') from auth.mfa_amr_claims c where c.session_id = ${sessionId}) as p_amr`;

/** Access token (claims of §2.5) plus refresh token and the user, for a principal with its session. */
export async function tokenResponse(
  ctx: AuthContext,
  { user, session, identities, factors }: Principal & { session: SessionRow },
  amr: AmrEntry[],
  refreshToken: string,
): Promise<Record<string, unknown>> {
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + ctx.settings.jwtExpirySeconds;
  const accessToken = await ctx.signer.sign(
    {
      iss: ctx.settings.issuer,
      sub: user.id,
      aud: user.aud || 'authenticated',
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data,
      user_metadata: user.raw_user_meta_data,
      role: user.role || 'authenticated',
      aal: session.aal,
      amr,
      session_id: session.id,
      is_anonymous: user.is_anonymous,
    },
    expiresAt,
    issuedAt,
  );
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ctx.settings.jwtExpirySeconds,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user, identities, factors),
  };
}

/** tokenResponse for an existing session, read in one statement. */
export async function sessionResponse(
  q: Queryable,
  ctx: AuthContext,
  userId: string,
  sessionId: string,
  refreshToken: string,
): Promise<Record<string, unknown>> {
  const { rows } = await q.query<PrincipalRow & { p_amr: AmrEntry[] }>(
    `select ${principalColumns('s.id = $2::uuid')}, ${amrColumn('$2::uuid')} from auth.users u where u.id = $1`,
    [userId, sessionId],
  );
  const principal = rows[0] && principalFromRow(rows[0], ['p_amr']);
  if (!principal?.session) throw new Error('session vanished while answering');
  return tokenResponse(ctx, { ...principal, session: principal.session }, (rows[0] as { p_amr: AmrEntry[] }).p_amr, refreshToken);
}
