import type { Database } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { ApiKeys } from './apiKeys.ts';
import type { PrincipalCache } from './principalCache.ts';
import type { RateLimiter } from './rateLimit/limiter.ts';
import type { AuthSettings } from './settings.ts';
import type { TokenSigner } from './signingKeys.ts';

/** Everything a route handler needs, built once per server. */
export interface AuthContext {
  settings: AuthSettings;
  db: Database;
  keys: ApiKeys;
  signer: TokenSigner;
  mailer: Mailer;
  limiter: RateLimiter;
  principals: PrincipalCache;
}
