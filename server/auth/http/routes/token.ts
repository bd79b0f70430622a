import type { FastifyRequest } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import type { Queryable } from '../../../db/database.ts';
import { checkPassword, hashPassword } from '../../crypto/passwords.ts';
import { AuthError, invalidCredentials, OAuthError, validationFailed } from '../../errors.ts';
import { audit } from '../../store/audit.ts';
import { consumeFlowState } from '../../store/flowState.ts';
import { currentToken, findRefreshToken, issueChild, recoverChild } from '../../store/refreshTokens.ts';
import { findSession, type AmrMethod } from '../../store/sessions.ts';
import { findUserByEmail, findUserById, isBanned } from '../../store/users.ts';
import type { AuthApp, AuthContext } from '../context.ts';
import { refuseIdTokenGrant } from '../idTokenGrant.ts';
import { normaliseEmail } from '../input/contact.ts';
import { passwordWeakness } from '../input/passwordRules.ts';
import { optionalBoolean, optionalString } from '../input/schemas.ts';
import { createRefreshRotator } from '../refreshRotation.ts';
import { sessionResponse, startSession } from '../replies/sessionResponse.ts';

const tokenBody = {
  type: 'object',
  properties: {
    email: optionalString,
    phone: optionalString,
    password: optionalString,
    refresh_token: optionalString,
    auth_code: optionalString,
    code_verifier: optionalString,
    id_token: optionalString,
    provider: optionalString,
    client_id: optionalString,
    issuer: optionalString,
    link_identity: optionalBoolean,
  },
} as const;

type TokenBody = FromSchema<typeof tokenBody>;

/** A fixed argon2id hash, verified against when the address is unknown so timing does not tell. */
let decoyHash: Promise<string> | undefined;

async function passwordGrant(ctx: AuthContext, request: FastifyRequest, body: TokenBody) {
  if (body.email && body.phone) throw validationFailed('Only an email address or phone number should be provided on login.');
  if (!body.email && !body.phone) throw validationFailed('missing email or phone');
  if (!body.email) throw invalidCredentials();
  const password = body.password ?? '';
  const user = await findUserByEmail(ctx.db, normaliseEmail(body.email));
  if (!user || !user.encrypted_password) {
    decoyHash ??= hashPassword('decoy password for timing');
    await checkPassword(password, await decoyHash);
    throw invalidCredentials();
  }
  const check = await checkPassword(password, user.encrypted_password);
  if (!check.ok) throw invalidCredentials();
  if (isBanned(user)) throw new AuthError(400, 'user_banned', 'User is banned');
  if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  const newHash = check.needsRehash ? await hashPassword(password) : undefined;
  const session = await ctx.db.transaction(async (q) => {
    if (newHash) await q.query('update auth.users set encrypted_password = $2 where id = $1', [user.id, newHash]);
    await audit(q, { actorId: user.id, actorUsername: user.email ?? '', action: 'login', logType: 'account', ip: request.ip });
    return startSession(q, ctx, user, 'password', request);
  });
  const weakness = passwordWeakness(password);
  return weakness ? { ...session, weak_password: weakness } : session;
}

type Rotator = ReturnType<typeof createRefreshRotator>;

async function refreshGrant(ctx: AuthContext, rotate: Rotator, request: FastifyRequest, body: TokenBody) {
  const plain = body.refresh_token;
  if (!plain) throw new OAuthError(400, 'invalid_request', 'refresh_token required');
  const rotated = await rotate(plain, request);
  if (rotated) return rotated;
  // Everything else (reuse, refusals, a failed batch), one request at a time.
  const key = ctx.settings.refreshDerivationKey;
  const outcome = await ctx.db.transaction(async (q: Queryable) => {
    if (ctx.db.kind === 'postgres') await q.query("set local lock_timeout = '5s'");
    const token = await findRefreshToken(q, plain);
    if (!token) throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    // The session row lock serialises concurrent refreshes of one session.
    const session = token.session_id ? await findSession(q, token.session_id, true) : undefined;
    if (!session) throw new AuthError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found');
    const user = await findUserById(q, session.user_id);
    if (!user) throw new AuthError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found');
    if (isBanned(user)) throw new AuthError(400, 'user_banned', 'Invalid Refresh Token: User Banned');
    if (session.not_after && session.not_after.getTime() < Date.now()) {
      throw new AuthError(400, 'session_expired', 'Invalid Refresh Token: Session Expired');
    }
    const fresh = await q.query<{ revoked: boolean }>('select revoked from auth.refresh_tokens where id = $1', [token.id]);
    let next: string | undefined;
    if (!fresh.rows[0]?.revoked) {
      await q.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [token.id]);
      next = await issueChild(q, key, token, plain);
    } else {
      const current = await currentToken(q, session.id);
      if (current && current.parent === token.token) next = await recoverChild(q, key, token, plain, current);
      // A session with no live token had its family revoked (docs/auth-api.md#refresh-token-rotation, step 7): nothing brings it back.
      if (!next && current && Date.now() - token.updated_at.getTime() < ctx.settings.refreshReuseIntervalSeconds * 1000) {
        next = await issueChild(q, key, token, plain);
      }
      if (!next) {
        await q.query('update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false', [session.id]);
        await audit(q, { actorId: user.id, actorUsername: user.email ?? '', action: 'token_revoked', logType: 'token', ip: request.ip });
        return { reused: true as const };
      }
    }
    await q.query('update auth.sessions set refreshed_at = now(), updated_at = now(), user_agent = $2, ip = $3 where id = $1', [
      session.id,
      request.headers['user-agent'] ?? null,
      request.ip,
    ]);
    await audit(q, { actorId: user.id, actorUsername: user.email ?? '', action: 'token_refreshed', logType: 'token', ip: request.ip });
    return { reused: false as const, response: await sessionResponse(q, ctx, user.id, session.id, next) };
  });
  // Committed first: the revocation must stick although the answer is an error.
  if (outcome.reused) throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  return outcome.response;
}

async function pkceGrant(ctx: AuthContext, request: FastifyRequest, body: TokenBody) {
  if (!body.auth_code || !body.code_verifier) throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
  const authCode = body.auth_code;
  const verifier = body.code_verifier;
  return ctx.db.transaction(async (q) => {
    const flow = await consumeFlowState(q, authCode, verifier, ctx.settings.flowStateExpirySeconds);
    const user = await findUserById(q, flow.user_id as string);
    if (!user) throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
    if (isBanned(user)) throw new AuthError(400, 'user_banned', 'User is banned');
    const method: AmrMethod = flow.authentication_method === 'invite' ? 'email/signup' : flow.authentication_method;
    return startSession(q, ctx, user, method, request);
  });
}

/** POST /token?grant_type=password|refresh_token|pkce, and GoTrue's refusals of id_token and web3 (docs/auth-api.md#token). */
export function tokenRoutes(app: AuthApp, ctx: AuthContext): void {
  const rotate = createRefreshRotator(ctx);
  app.post(
    '/token',
    {
      schema: { querystring: { type: 'object', properties: { grant_type: { type: 'string' } } }, body: tokenBody },
    },
    async (request) => {
      switch (request.query.grant_type) {
        case 'password':
          return passwordGrant(ctx, request, request.body);
        case 'refresh_token':
          return refreshGrant(ctx, rotate, request, request.body);
        case 'pkce':
          return pkceGrant(ctx, request, request.body);
        case 'id_token':
          return refuseIdTokenGrant(ctx, request, request.body);
        case 'web3':
          // GoTrue refuses before reading the body when neither chain is enabled.
          throw new AuthError(422, 'web3_provider_disabled', 'Web3 provider is disabled');
        default:
          throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
      }
    },
  );
}
