import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { LimitName } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { RateLimiter } from '../../http/rateLimit/limiter.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { ApiKeys } from '../crypto/apiKeys.ts';
import type { TokenSigner } from '../crypto/tokenSigner.ts';
import type { AuthSettings } from '../settings.ts';
import type { PrincipalCache } from '../store/principalCache.ts';

/** What the route groups work with, built once per server by the auth plugin. */
export interface AuthContext {
  settings: AuthSettings;
  db: Database;
  keys: ApiKeys;
  signer: TokenSigner;
  mailer: Mailer;
  limiter: RateLimiter<LimitName>;
  principals: PrincipalCache;
}

/** An auth context whose request types come from the route schemas. */
export type AuthApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, JsonSchemaToTsProvider>;

/** The request of a route whose schema is `S`, typed from it as in an inline handler: for handlers written as named functions. */
export type AuthRequest<S extends FastifySchema = FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  S,
  JsonSchemaToTsProvider
>;

/** One endpoint group (one file of routes/), registered into the context it belongs to. */
export type RouteGroup = (app: AuthApp, ctx: AuthContext) => void;
