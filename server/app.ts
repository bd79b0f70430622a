import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { UPLOADS_PATH } from '../shared/portraits.ts';
import { servicePrefixes } from './apiPaths.ts';
import type { ApiKeys } from './auth/crypto/apiKeys.ts';
import { sizeHashGate } from './auth/crypto/passwords.ts';
import { createTokenSigner } from './auth/crypto/tokenSigner.ts';
import { authPlugin } from './auth/http/plugin.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { functionsPlugin } from './functions/plugin.ts';
import { openPayments } from './functions/stripe/payments.ts';
import { answerClientError } from './http/clientErrors.ts';
import { createRateLimiter, openCounterStore } from './http/rateLimit/limiter.ts';
import { registerSecurityHeaders } from './http/securityHeaders.ts';
import type { MediaActions } from './jobs/mediaActions.ts';
import { mailPlugin } from './mail/plugin.ts';
import { restPlugin } from './rest/plugin.ts';
import { inlineScriptHashes } from './static/inlineScriptHashes.ts';
import { staticPlugin } from './static/plugin.ts';
import type { StorageBackend } from './storage/backend/backend.ts';
import { openBackend } from './storage/backend/open.ts';
import { storagePlugin, type StoragePluginOptions } from './storage/plugin.ts';
import { storedFiles } from './storage/storedFiles.ts';
import { uploadsPlugin } from './uploads/plugin.ts';

/** Levels at which the per-request line is written. */
const REQUEST_LINE_LEVELS = new Set(['trace', 'debug', 'info']);

export interface AppDeps {
  config: Config;
  db: Database;
  keys: ApiKeys;
  /** The job queue's media actions, for the studio's function (none: media cannot be processed here). */
  media?: MediaActions;
  /** Serve the built web app from config.distDir (off for the dev server, where Vite serves it). */
  serveApp?: boolean;
  logger?: boolean;
  /** The storage service's bytes; by default the backend config.storage names. */
  storageBackend?: StorageBackend;
  /** The functions' clock (entitlements, playback tokens, codes), for tests. */
  functionsClock?: () => number;
  /** Storage's sweeper and clock, for tests. */
  storage?: Pick<StoragePluginOptions, 'sweep' | 'clock'>;
}

/** Assemble the server (docs/architecture.md): security headers, health, mail, the auth API, the data API, storage, the functions, uploads and the web app. */
export async function buildApp({ config, db, keys, media, serveApp = true, logger = true, storageBackend, storage, functionsClock }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    // Fastify's own two lines per request are replaced by the one line below.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    clientErrorHandler: answerClientError,
  });

  // One structured line per request; no hook at all when the level leaves it out (benchmarks run at warn).
  if (logger && REQUEST_LINE_LEVELS.has(config.logLevel)) {
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
    connectOrigins: config.connectOrigins,
    https: config.siteUrl.startsWith('https://'),
    scriptHashes: serveApp ? inlineScriptHashes(config.distDir) : [],
  });

  app.get('/healthz', async (_request, reply) => {
    try {
      await db.query('select 1');
      return { status: 'ok', database: db.kind };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: db.kind });
    }
  });

  sizeHashGate(config.threadPoolSize);
  await app.register(mailPlugin, { config: config.mail, db });
  // Signing is built here, not in the auth plugin: every API that checks a user's JWT shares it.
  const signer = await createTokenSigner(config.jwt);
  // One set of rate-limit counters (one Redis connection) for the auth API and the functions.
  const counterStore = await openCounterStore(app, config.auth.redis);
  await app.register(authPlugin, { prefix: servicePrefixes.auth, config: config.auth, jwtSecret: config.jwt.secret, db, keys, signer, mailer: app.mailer, counterStore });
  await app.register(restPlugin, { prefix: servicePrefixes.rest, db, keys, verifyJwt: signer.verify });
  const backend = storageBackend ?? openBackend(config.storage);
  await app.register(storagePlugin, {
    prefix: servicePrefixes.storage,
    db,
    keys,
    verifyJwt: signer.verify,
    jwtSecret: config.jwt.secret,
    backend,
    resumableDir: config.storage.resumableDir,
    trustProxy: config.trustProxy,
    ...storage,
  });
  // Files the functions write, until a storage service holds them (decision 2531).
  const uploadsDir = path.join(config.dataDir, 'uploads');
  const payments = config.stripe ? openPayments(config.stripe, config.siteUrl) : undefined;
  await app.register(functionsPlugin, {
    prefix: servicePrefixes.functions,
    keys,
    verifyJwt: signer.verify,
    db,
    uploadsDir,
    media,
    now: functionsClock ?? Date.now,
    secret: config.jwt.secret,
    mediaSources: { stored: storedFiles({ db, backend }, 'media'), samplesDir: path.join(config.distDir, 'media', 'hls') },
    ...(payments ? { payments } : {}),
    limiter: createRateLimiter(counterStore, { redeemCode: config.auth.rateLimits.redeemCode }),
  });
  await app.register(uploadsPlugin, { prefix: UPLOADS_PATH, uploadsDir });

  if (serveApp) {
    await app.register(staticPlugin, {
      distDir: config.distDir,
      runtimeConfig: { supabaseUrl: '', supabaseAnonKey: keys.anon, payments: payments !== undefined },
      db,
      siteUrl: config.siteUrl,
    });
  }

  return app;
}
