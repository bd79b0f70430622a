import type { FastifyInstance } from 'fastify';
import { site } from '../../shared/site.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createOutboxMailer, createSmtpMailer, senderAddress, type Mailer } from '../mail/mailer.ts';
import { outboxRoutes } from '../mail/outboxRoutes.ts';
import type { ApiKeys } from './apiKeys.ts';
import { authPlugin } from './plugin.ts';
import { createPrincipalCache } from './principalCache.ts';
import { createRateLimiter } from './rateLimit/limiter.ts';
import { readRateLimits, type RateLimits } from './rateLimit/limits.ts';
import { createMemoryStore } from './rateLimit/memoryStore.ts';
import { createRedisStore } from './rateLimit/redisStore.ts';
import type { CounterStore } from './rateLimit/store.ts';
import { readAuthSettings } from './settings.ts';
import { createTokenSigner } from './signingKeys.ts';

export interface AuthDeps {
  config: Config;
  db: Database;
  keys: ApiKeys;
  /** Defaults to the RATE_LIMIT_* variables. */
  rateLimits?: RateLimits;
  /** Defaults to Redis when REDIS_URL is set (limits shared by every process), else in-memory (per process). */
  counterStore?: CounterStore;
  env?: NodeJS.ProcessEnv;
}

/** Named by the triggers of migration 0003. */
const PRINCIPAL_CHANNEL = 'auth_principal';

export function createMailer(config: Config, db: Database, env: NodeJS.ProcessEnv = process.env): Mailer {
  return config.smtpUrl ? createSmtpMailer(config.smtpUrl, senderAddress(config.siteUrl, site.name, env)) : createOutboxMailer(db);
}

/** The auth API under /auth/v1 and, without SMTP, the mail outbox at /_mail. */
export async function registerAuth(app: FastifyInstance, deps: AuthDeps): Promise<Mailer> {
  const env = deps.env ?? process.env;
  const mailer = createMailer(deps.config, deps.db, env);
  let counterStore = deps.counterStore;
  if (!counterStore && env.REDIS_URL) {
    const redis = await createRedisStore(env.REDIS_URL, env.REDIS_KEY_PREFIX || undefined);
    app.addHook('onClose', () => redis.close());
    counterStore = redis;
  }
  const principals = createPrincipalCache();
  const unlisten = await deps.db.listen(PRINCIPAL_CHANNEL, { notify: (userId) => principals.evict(userId), reset: (live) => principals.reset(live) });
  app.addHook('onClose', async () => unlisten());
  await app.register(authPlugin, {
    prefix: '/auth/v1',
    settings: readAuthSettings(deps.config, env),
    db: deps.db,
    keys: deps.keys,
    signer: await createTokenSigner(deps.config.jwtSecret, deps.config.jwtSigningKeys),
    mailer,
    limiter: createRateLimiter(counterStore ?? createMemoryStore(), deps.rateLimits ?? readRateLimits(env)),
    principals,
  });
  if (mailer.kind === 'outbox') await app.register(outboxRoutes, { db: deps.db });
  return mailer;
}
