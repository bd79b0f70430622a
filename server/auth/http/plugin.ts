import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { Ajv } from 'ajv';
import type { FastifyInstance } from 'fastify';
import type { AuthConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { registerCors } from '../../http/cors.ts';
import { createRateLimiter } from '../../http/rateLimit/limiter.ts';
import type { CounterStore } from '../../http/rateLimit/store.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { ApiKeys } from '../crypto/apiKeys.ts';
import type { TokenSigner } from '../crypto/tokenSigner.ts';
import { AuthError } from '../errors.ts';
import { authSettings } from '../settings.ts';
import { createPrincipalCache } from '../store/principalCache.ts';
import type { AuthContext, RouteGroup } from './context.ts';
import { adminRoutes, apiKeyGate, publicRoutes, signedInRoutes } from './guards.ts';
import { parseJsonBody } from './input/jsonBody.ts';
import { assertEveryRowRouted } from './rateLimits.ts';
import { sendError } from './replies/errorReply.ts';
import { adminFactorRoutes } from './routes/adminFactors.ts';
import { adminLinkRoutes } from './routes/adminLinks.ts';
import { adminUserRoutes } from './routes/adminUsers.ts';
import { disabledAdminRoutes, disabledPublicRoutes, disabledSignedInRoutes } from './routes/disabledFeatures.ts';
import { factorRoutes } from './routes/factors.ts';
import { healthRoutes } from './routes/health.ts';
import { jwksRoutes } from './routes/jwks.ts';
import { logoutRoutes } from './routes/logout.ts';
import { otpRoutes } from './routes/otp.ts';
import { reauthenticateRoutes } from './routes/reauthenticate.ts';
import { recoverRoutes } from './routes/recover.ts';
import { resendRoutes } from './routes/resend.ts';
import { settingsRoutes } from './routes/settings.ts';
import { signupRoutes } from './routes/signup.ts';
import { tokenRoutes } from './routes/token.ts';
import { userRoutes } from './routes/user.ts';
import { verifyRoutes } from './routes/verify.ts';

export interface AuthPluginOptions {
  config: AuthConfig;
  /** JWT_SECRET, from which the refresh-token derivation key is made. */
  jwtSecret: string;
  db: Database;
  keys: ApiKeys;
  signer: TokenSigner;
  mailer: Mailer;
  /** The rate-limit counters, shared with the functions (server/app.ts opens them). */
  counterStore: CounterStore;
}

/** Named by the triggers of migration 0003. */
const PRINCIPAL_CHANNEL = 'auth_principal';

// Bodies are not coerced: a number where a string belongs is a client bug, answered 400.
const bodyAjv = new Ajv({ coerceTypes: false, useDefaults: true, removeAdditional: false, allErrors: false, strict: false });
const queryAjv = new Ajv({ coerceTypes: 'array', useDefaults: true, removeAdditional: false, allErrors: false, strict: false });

/** The Supabase-Auth-compatible API (docs/auth-api.md), registered under /auth/v1. */
export async function authPlugin(app: FastifyInstance, options: AuthPluginOptions): Promise<void> {
  const { config, db, keys, signer, mailer, counterStore } = options;
  const principals = createPrincipalCache();
  const unlisten = await db.listen(PRINCIPAL_CHANNEL, { notify: (userId) => principals.evict(userId), reset: (live) => principals.reset(live) });
  app.addHook('onClose', async () => unlisten());
  const ctx: AuthContext = {
    settings: authSettings(config, options.jwtSecret),
    db,
    keys,
    signer,
    mailer,
    limiter: createRateLimiter(counterStore, config.rateLimits),
    principals,
  };

  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? bodyAjv : queryAjv).compile(schema));

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, parseJsonBody);

  app.setErrorHandler((error, request, reply) => sendError(request, reply, error));

  registerCors(app);
  app.addHook('onRequest', apiKeyGate(app.prefix, keys, signer));

  // After the hooks, so unknown paths get CORS and the key check too.
  app.setNotFoundHandler((request, reply) => sendError(request, reply, new AuthError(404, 'not_found', 'Not found')));
  // The web app's static wildcard would otherwise catch unknown GETs under the prefix.
  app.all('/*', async (request, reply) => sendError(request, reply, new AuthError(404, 'not_found', 'Not found')));

  // Three encapsulated contexts; each guards the routes registered in it (guards.ts).
  const contexts: [(app: FastifyInstance, ctx: AuthContext) => void, RouteGroup[]][] = [
    [
      publicRoutes,
      [healthRoutes, settingsRoutes, jwksRoutes, signupRoutes, tokenRoutes, recoverRoutes, verifyRoutes, otpRoutes, resendRoutes, disabledPublicRoutes],
    ],
    [signedInRoutes, [userRoutes, reauthenticateRoutes, logoutRoutes, factorRoutes, disabledSignedInRoutes]],
    [adminRoutes, [adminUserRoutes, adminFactorRoutes, adminLinkRoutes, disabledAdminRoutes]],
  ];
  const registered = new Set<string>();
  app.addHook('onRoute', (route) => void registered.add(`${String(route.method)} ${route.routePath}`));
  for (const [guard, groups] of contexts) {
    await app.register(async (child) => {
      guard(child, ctx);
      for (const routes of groups) routes(child.withTypeProvider<JsonSchemaToTsProvider>(), ctx);
    });
  }
  assertEveryRowRouted(registered);
}
