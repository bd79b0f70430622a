import type { FastifyRequest } from 'fastify';
import { errors as joseErrors, type JWTPayload } from 'jose';
import type { AuthContext } from './context.ts';
import { AuthError, GatewayError, noAuthorization, notAdmin, validationFailed } from './errors.ts';
import { loadPrincipal, type Principal } from './principals.ts';
import { isBanned } from './users.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NIL_UUID = '00000000-0000-0000-0000-000000000000';
const API_KEY_ROLES = new Set(['anon', 'service_role']);
const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);

export const isUuid = (value: string) => UUID.test(value);

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The token after `Bearer` (scheme matched case-insensitively), if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^bearer\s+(\S+)/i.exec(header(request, 'authorization')?.trim() ?? '');
  return match?.[1];
}

/** The API key of a request: the `apikey` header, else the query parameter (auth-api.md §1.3). */
export function apiKeyOf(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  return header(request, 'apikey') ?? (typeof query?.apikey === 'string' ? query.apikey : undefined);
}

/** The gateway's check: a known API key, or a JWT signed by us with role anon or service_role. */
export async function checkApiKey(ctx: AuthContext, key: string | undefined): Promise<void> {
  if (!key) throw new GatewayError(401, 'No API key found in request');
  if (key === ctx.keys.anon || key === ctx.keys.serviceRole) return;
  try {
    const claims = await ctx.signer.verify(key);
    if (typeof claims.role === 'string' && API_KEY_ROLES.has(claims.role)) return;
  } catch {
    // falls through to the refusal below
  }
  throw new GatewayError(401, 'Invalid API key');
}

async function verifiedClaims(ctx: AuthContext, token: string): Promise<JWTPayload> {
  try {
    return await ctx.signer.verify(token);
  } catch (error) {
    const reason = error instanceof joseErrors.JWTExpired ? 'token has invalid claims: token is expired' : 'signature is invalid';
    throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
  }
}

const sessionMissing = () => new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');

export interface Authenticated extends Principal {
  claims: JWTPayload;
}

/**
 * A signed-in user's access token, checked as GoTrue checks it (auth-api.md §1.4, §3.9). The token is
 * verified every time; with `cached`, the user and session may come from the principal cache
 * (decision 0806), which read-only GET /user uses and routes that write do not.
 */
export async function requireUser(ctx: AuthContext, request: FastifyRequest, { cached = false } = {}): Promise<Authenticated> {
  const token = bearerToken(request);
  if (!token) throw noAuthorization();
  const claims = await verifiedClaims(ctx, token);
  const requestAudience = header(request, 'x-jwt-aud');
  if (requestAudience && claims.aud !== requestAudience) {
    throw validationFailed("Token audience doesn't match request audience");
  }
  if (typeof claims.sub !== 'string' || !claims.sub) throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  if (!isUuid(claims.sub)) throw new AuthError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
  const userId = claims.sub;
  const claimed = typeof claims.session_id === 'string' && claims.session_id !== NIL_UUID ? claims.session_id : undefined;
  if (claimed && !isUuid(claimed)) throw sessionMissing();
  const principal = cached
    ? await ctx.principals.get(userId, claimed, () => loadPrincipal(ctx.db, userId, claimed))
    : await loadPrincipal(ctx.db, userId, claimed);
  if (!principal) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  if (isBanned(principal.user)) throw new AuthError(403, 'user_banned', 'User is banned');
  if (claimed && !principal.session) throw sessionMissing();
  return { ...principal, claims };
}

/** An admin JWT (the service_role key): role service_role or supabase_admin, no sub needed. */
export async function requireAdmin(ctx: AuthContext, request: FastifyRequest): Promise<JWTPayload> {
  const token = bearerToken(request);
  if (!token) throw noAuthorization();
  const claims = await verifiedClaims(ctx, token);
  if (typeof claims.role !== 'string' || !ADMIN_ROLES.has(claims.role)) throw notAdmin();
  return claims;
}
