import { Ajv } from 'ajv';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { ApiKeys } from './apiKeys.ts';
import type { AuthContext } from './context.ts';
import { registerCors } from './cors.ts';
import { AuthError } from './errors.ts';
import { apiKeyOf, checkApiKey } from './guard.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './jsonDepth.ts';
import type { PrincipalCache } from './principalCache.ts';
import type { RateLimiter } from './rateLimit/limiter.ts';
import { adminLinkRoutes } from './routes/adminLinks.ts';
import { adminUserRoutes } from './routes/adminUsers.ts';
import { factorRoutes } from './routes/factors.ts';
import { healthRoutes } from './routes/health.ts';
import { jwksRoutes } from './routes/jwks.ts';
import { logoutRoutes } from './routes/logout.ts';
import { otpRoutes } from './routes/otp.ts';
import { recoverRoutes } from './routes/recover.ts';
import { resendRoutes } from './routes/resend.ts';
import { settingsRoutes } from './routes/settings.ts';
import { signupRoutes } from './routes/signup.ts';
import { tokenRoutes } from './routes/token.ts';
import { userRoutes } from './routes/user.ts';
import { verifyRoutes } from './routes/verify.ts';
import type { AuthSettings } from './settings.ts';
import type { TokenSigner } from './signingKeys.ts';
import { sendError } from './wireFormat.ts';

export interface AuthPluginOptions {
  settings: AuthSettings;
  db: Database;
  keys: ApiKeys;
  signer: TokenSigner;
  mailer: Mailer;
  limiter: RateLimiter;
  principals: PrincipalCache;
}

/** Paths answered without an API key (auth-api.md §1.3). */
const OPEN_ROUTES = new Set(['GET /verify', 'GET /.well-known/jwks.json', 'GET /health']);

/** Out of scope: answered 404 in the error format (auth-api.md, top). */
const OUT_OF_SCOPE =
  /^\/(authorize|callback|sso|passkeys|oauth|user\/identities|admin\/sso|admin\/oauth|admin\/custom-providers|factors\/recovery-codes)(\/|$)/;

// Bodies are not coerced: a number where a string belongs is a client bug, answered 400.
const bodyAjv = new Ajv({ coerceTypes: false, useDefaults: true, removeAdditional: false, allErrors: false, strict: false });
const queryAjv = new Ajv({ coerceTypes: 'array', useDefaults: true, removeAdditional: false, allErrors: false, strict: false });

/** The Supabase-Auth-compatible API, registered under /auth/v1. */
export async function authPlugin(app: FastifyInstance, options: AuthPluginOptions): Promise<void> {
  const ctx: AuthContext = options;
  const prefix = app.prefix;

  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? bodyAjv : queryAjv).compile(schema));

  // Every body is JSON (an empty one counts as {}), whatever the Content-Type says.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (!text.trim()) return done(null, {});
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      return done(new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${(error as Error).message}`), undefined);
    }
    if (nestsDeeperThan(parsed)) {
      return done(new AuthError(400, 'bad_json', `Could not parse request body as JSON: nested deeper than ${MAX_JSON_DEPTH} levels`), undefined);
    }
    done(null, parsed);
  });

  app.setErrorHandler((error, request, reply) => sendError(request, reply, error));

  registerCors(app);

  // Callback style, so the common case (a known key string) costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.method === 'OPTIONS') return done();
    const path = (request.url.split('?')[0] ?? '').slice(prefix.length).replace(/\/+$/, '') || '/';
    if (OUT_OF_SCOPE.test(path)) return done(new AuthError(404, 'not_found', 'This endpoint is not supported by this server'));
    if (OPEN_ROUTES.has(`${request.method} ${path}`)) return done();
    const key = apiKeyOf(request);
    if (key === ctx.keys.anon || key === ctx.keys.serviceRole) return done();
    checkApiKey(ctx, key).then(() => done(), done);
  });

  // After the hooks, so unknown paths get CORS and the key check too.
  app.setNotFoundHandler((request, reply) => sendError(request, reply, new AuthError(404, 'not_found', 'Not found')));
  // The web app's static wildcard would otherwise catch unknown GETs under the prefix.
  app.all('/*', async (request, reply) => sendError(request, reply, new AuthError(404, 'not_found', 'Not found')));

  for (const routes of [
    healthRoutes,
    settingsRoutes,
    jwksRoutes,
    signupRoutes,
    tokenRoutes,
    logoutRoutes,
    recoverRoutes,
    verifyRoutes,
    userRoutes,
    otpRoutes,
    resendRoutes,
    adminUserRoutes,
    adminLinkRoutes,
    factorRoutes,
  ]) {
    routes(app, ctx);
  }
}
