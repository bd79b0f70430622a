import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { ApiKeys } from './auth/apiKeys.ts';
import { registerAuth } from './auth/index.ts';
import { createTokenSigner } from './auth/signingKeys.ts';
import { restPlugin } from './rest/plugin.ts';
import { originOf, registerSecurityHeaders } from './security/headers.ts';
import { staticPlugin } from './static/plugin.ts';

/** Levels at which the per-request line is written. */
const REQUEST_LINE_LEVELS = new Set(['trace', 'debug', 'info']);

export interface AppDeps {
  config: Config;
  db: Database;
  keys: ApiKeys;
  /** Serve the built web app from config.distDir (off for the dev server, where Vite serves it). */
  serveApp?: boolean;
  logger?: boolean;
  /** Where the auth API reads its tuning (RATE_LIMIT_*, SMTP_MAX_FREQUENCY); default process.env. */
  env?: NodeJS.ProcessEnv;
}

/** Assemble the server: security headers, health, the auth API, mail, the data API and the web app. */
export async function buildApp({ config, db, keys, serveApp = true, logger = true, env }: AppDeps): Promise<FastifyInstance> {
  const logLevel = process.env.LOG_LEVEL ?? 'info';
  const app = Fastify({
    logger: logger ? { level: logLevel } : false,
    // Fastify's own two lines per request are replaced by the one line below.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: process.env.TRUST_PROXY === 'true',
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });

  // One structured line per request; no hook at all when the level leaves it out (benchmarks run at warn).
  if (logger && REQUEST_LINE_LEVELS.has(logLevel)) {
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info(
        { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
        'request',
      );
      done();
    });
  }

  registerSecurityHeaders(app, {
    mediaOrigins: config.mediaOrigins,
    connectOrigins: originOf(process.env.VITE_SUPABASE_URL),
    https: config.siteUrl.startsWith('https://'),
  });

  app.get('/healthz', async (_request, reply) => {
    try {
      await db.query('select 1');
      return { status: 'ok', database: db.kind };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: db.kind });
    }
  });

  await registerAuth(app, { config, db, keys, env });
  await app.register(restPlugin, { prefix: '/rest/v1', db, keys, verifyJwt: (await createTokenSigner(config.jwtSecret, config.jwtSigningKeys)).verify });

  if (serveApp) {
    await app.register(staticPlugin, {
      distDir: config.distDir,
      runtimeConfig: { supabaseUrl: '', supabaseAnonKey: keys.anon },
    });
  }

  return app;
}
