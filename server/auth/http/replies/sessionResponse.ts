import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../../db/database.ts';
import type { TokenSigner } from '../../crypto/tokenSigner.ts';
import type { AuthSettings } from '../../settings.ts';
import { loadSessionPrincipal, type SessionPrincipal } from '../../store/principals.ts';
import { openSession, type AmrEntry, type AmrMethod } from '../../store/sessions.ts';
import type { UserRow } from '../../store/users.ts';
import { userJson } from './userJson.ts';

/** What signing an access token takes: the signer and the two settings that go into the claims. */
export interface TokenIssuer {
  signer: TokenSigner;
  settings: Pick<AuthSettings, 'issuer' | 'jwtExpirySeconds'>;
}

/** The Session object (docs/auth-api.md#session): access token, refresh token and the user, for a principal with its session. */
export async function tokenResponse(
  { signer, settings }: TokenIssuer,
  { user, session, identities, factors }: SessionPrincipal,
  amr: AmrEntry[],
  refreshToken: string,
): Promise<Record<string, unknown>> {
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + settings.jwtExpirySeconds;
  const accessToken = await signer.sign(
    {
      iss: settings.issuer,
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
    expires_in: settings.jwtExpirySeconds,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user, identities, factors),
  };
}

/** tokenResponse for an existing session, read in one statement. */
export async function sessionResponse(
  q: Queryable,
  issuer: TokenIssuer,
  userId: string,
  sessionId: string,
  refreshToken: string,
): Promise<Record<string, unknown>> {
  const { principal, amr } = await loadSessionPrincipal(q, userId, sessionId);
  return tokenResponse(issuer, principal, amr, refreshToken);
}

/** Open a session for a user (sign-in of any kind) and answer its Session object. */
export async function startSession(
  q: Queryable,
  issuer: TokenIssuer,
  user: UserRow,
  method: AmrMethod,
  request: FastifyRequest,
): Promise<Record<string, unknown>> {
  const { sessionId, refreshToken } = await openSession(q, user.id, method, { userAgent: request.headers['user-agent'] ?? null, ip: request.ip });
  return sessionResponse(q, issuer, user.id, sessionId, refreshToken);
}
