import type { FastifyInstance, FastifyRequest, onRequestHookHandler, preHandlerHookHandler, RouteOptions } from 'fastify';
import { errors as joseErrors, type JWTPayload } from 'jose';
import type { LimitName } from '../../config.ts';
import { apiKeyOf, apiKeyRefusal, header } from '../../http/apiKey.ts';
import type { RateLimiter } from '../../http/rateLimit/limiter.ts';
import type { ApiKeys } from '../crypto/apiKeys.ts';
import type { TokenSigner } from '../crypto/tokenSigner.ts';
import { AuthError, GatewayError, noAuthorization, notAdmin, validationFailed } from '../errors.ts';
import { loadPrincipal, type Principal } from '../store/principals.ts';
import { isBanned } from '../store/users.ts';
import type { AuthContext } from './context.ts';
import { countRequest, routeLimit, type RequestLimit } from './rateLimits.ts';

export interface Authenticated extends Principal {
  claims: JWTPayload;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user: set for routes of the signed-in context (signedInRoutes), absent elsewhere. */
    principal: Authenticated;
    /** The admin JWT's claims: set for routes of the admin context (adminRoutes), absent elsewhere. */
    adminClaims: JWTPayload;
  }
  interface FastifyContextConfig {
    /** A read-only route that may take the user and session from the principal cache (decision 0806). */
    principalCache?: boolean;
    /** Refuse tokens of anonymous users (403 no_authorization), as GoTrue's MFA routes do. */
    refuseAnonymous?: boolean;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NIL_UUID = '00000000-0000-0000-0000-000000000000';
const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);

export const isUuid = (value: string) => UUID.test(value);

/** The token after `Bearer` (scheme matched case-insensitively), if any. */
function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^bearer\s+(\S+)/i.exec(header(request, 'authorization')?.trim() ?? '');
  return match?.[1];
}

/** The gateway's check (server/http/apiKey.ts), refused in the auth API's gateway shape. */
async function checkApiKey(keys: ApiKeys, signer: TokenSigner, key: string | undefined): Promise<void> {
  const refusal = await apiKeyRefusal({ keys, verifyJwt: signer.verify }, key);
  if (refusal) throw new GatewayError(401, refusal);
}

/** Paths answered without an API key, as Supabase's gateway opens them to browsers (docs/auth-api.md#api-keys). */
const OPEN_ROUTES = new Set(['GET /verify', 'GET /.well-known/jwks.json', 'GET /health', 'GET /authorize', 'GET /callback', 'POST /callback']);

/**
 * The gateway in front of every path under the prefix, unknown ones included: open ones pass, the
 * rest need an API key. Callback style, so the common case (a known key string) costs no promise.
 */
export function apiKeyGate(prefix: string, keys: ApiKeys, signer: TokenSigner): onRequestHookHandler {
  return (request, _reply, done) => {
    if (request.method === 'OPTIONS') return done();
    const path = (request.url.split('?')[0] ?? '').slice(prefix.length).replace(/\/+$/, '') || '/';
    if (OPEN_ROUTES.has(`${request.method} ${path}`)) return done();
    const key = apiKeyOf(request);
    if (key === keys.anon || key === keys.serviceRole) return done();
    checkApiKey(keys, signer, key).then(() => done(), done);
  };
}

async function verifiedClaims(signer: TokenSigner, token: string): Promise<JWTPayload> {
  try {
    return await signer.verify(token);
  } catch (error) {
    const reason = error instanceof joseErrors.JWTExpired ? 'token has invalid claims: token is expired' : 'signature is invalid';
    throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
  }
}

const sessionMissing = () => new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');

/**
 * A signed-in user's access token, checked as GoTrue checks it (docs/auth-api.md#bearer-tokens). The
 * token is verified every time; with `cached`, the user and session may come from the principal
 * cache (decision 0806), which read-only GET /user uses and routes that write do not.
 */
export async function authenticateUser(ctx: AuthContext, request: FastifyRequest, cached: boolean): Promise<Authenticated> {
  const token = bearerToken(request);
  if (!token) throw noAuthorization();
  const claims = await verifiedClaims(ctx.signer, token);
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
async function authenticateAdmin(signer: TokenSigner, request: FastifyRequest): Promise<JWTPayload> {
  const token = bearerToken(request);
  if (!token) throw noAuthorization();
  const claims = await verifiedClaims(signer, token);
  if (typeof claims.role !== 'string' || !ADMIN_ROLES.has(claims.role)) throw notAdmin();
  return claims;
}

type RouteAuthentication = (route: RouteOptions) => preHandlerHookHandler;

/**
 * Every route registered in `app` runs, before its handler: its rate limit (ROUTE_LIMITS in
 * rateLimits.ts), its own preHandler checks, then `authenticate`, if the context has one. This is
 * GoTrue's order (the limiter and request checks before the token is read), so the hooks are attached
 * per route as it is registered: a context-wide preHandler would run before the route's own, and a
 * route pays only for what it declares.
 */
function guardRoutes(app: FastifyInstance, limiter: RateLimiter<LimitName>, authenticate?: RouteAuthentication): void {
  app.addHook('onRoute', (route) => {
    const limit = typeof route.method === 'string' ? routeLimit(route.method, route.routePath) : undefined;
    const own = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [
      ...(limit ? [rateLimitHook(limiter, limit)] : []),
      ...own,
      ...(authenticate ? [authenticate(route)] : []),
    ];
  });
}

function rateLimitHook(limiter: RateLimiter<LimitName>, limit: RequestLimit): preHandlerHookHandler {
  return (request, _reply, done) => {
    countRequest(limiter, limit, request.ip).then(() => done(), done);
  };
}

/** Routes anyone with an API key may call. */
export function publicRoutes(app: FastifyInstance, ctx: AuthContext): void {
  guardRoutes(app, ctx.limiter);
}

/** Routes for a signed-in user, who is `request.principal` in them. */
export function signedInRoutes(app: FastifyInstance, ctx: AuthContext): void {
  app.decorateRequest('principal', null as unknown as Authenticated);
  guardRoutes(app, ctx.limiter, (route) => {
    const cached = route.config?.principalCache === true;
    const refuseAnonymous = route.config?.refuseAnonymous === true;
    return async (request) => {
      request.principal = await authenticateUser(ctx, request, cached);
      // GoTrue reads the token's claim: a session from before an upgrade stays anonymous until refreshed.
      if (refuseAnonymous && request.principal.claims.is_anonymous === true) {
        throw new AuthError(403, 'no_authorization', 'Anonymous user not allowed to perform these actions');
      }
    };
  });
}

/** Routes for the service_role key; its claims are `request.adminClaims` in them. */
export function adminRoutes(app: FastifyInstance, ctx: AuthContext): void {
  app.decorateRequest('adminClaims', null as unknown as JWTPayload);
  guardRoutes(app, ctx.limiter, () => async (request) => {
    request.adminClaims = await authenticateAdmin(ctx.signer, request);
  });
}
