import type { FastifyReply, FastifyRequest } from 'fastify';
import type Stripe from 'stripe';
import type { Database } from '../db/database.ts';
import type { ApiKeyOptions } from '../http/apiKey.ts';
import type { RateLimiter } from '../http/rateLimit/limiter.ts';
import type { MediaActions } from '../jobs/mediaActions.ts';
import type { MediaSources } from './playback/location.ts';

/** What the payment functions need (stripe/payments.ts opens it): the SDK, the webhook's signing secret, and the site links go back to. */
export interface Payments {
  stripe: Stripe;
  webhookSecret: string;
  siteUrl: string;
}

/** What every function is given: the caller checks (API keys, the token signer), the database and where uploads go. */
export interface FunctionContext extends ApiKeyOptions {
  /** The database as its owner: a function decides who may do what before it writes. */
  db: Database;
  /** DATA_DIR/uploads, served at /uploads. */
  uploadsDir: string;
  /** The queue's media actions; absent where no job queue runs (some tests). */
  media?: MediaActions;
  /** The server's secret, from which the playback tokens' key is derived. */
  secret: string;
  /** Where the playback gate reads a video's HLS files. */
  mediaSources: MediaSources;
  /** The functions' clock (entitlements, tokens, codes' expiry); tests move it. */
  now: () => number;
  /** Stripe, when configured (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET); absent, the payment functions answer 503. */
  payments?: Payments;
  /** The functions' rate limits, counted with the auth API's (RATE_LIMIT_REDEEM_CODE). */
  limiter: RateLimiter<'redeemCode'>;
}

/** The media types a function reads (any other is 415) and its size limit in bytes (413 beyond), each refusal's sentence. */
export interface BodyRule {
  types: readonly string[];
  limit: number;
  wrongType: string;
  tooLarge: string;
}

/** One function, answered at /functions/v1/<name> (the name of its Supabase Edge Function). */
export interface EdgeFunction {
  name: string;
  method: 'GET' | 'POST';
  /** The route under /functions/v1 when it is not `/<name>` (a path with parameters). */
  url?: string;
  /**
   * Called with no API key, as a Supabase function deployed without JWT verification: Stripe's webhook, and the
   * playlists and segments a player requests with the token in their path.
   */
  withoutApiKey?: boolean;
  /** The body it reads, whole, as bytes. */
  body?: BodyRule;
  /** Runs before the body is read (who may call, the query's checks), so a refused caller's upload is never read. */
  authorize?: (request: FastifyRequest) => Promise<void>;
  handle: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}
