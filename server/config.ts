import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { JWK } from 'jose';
import { z } from 'zod';

/**
 * The one place that reads the environment (README, Configuration). Every variable is validated
 * here, once, at start-up; the rest of the server receives the parts of `Config` it needs.
 */

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The limit of one rate-limit bucket: at most `max` hits per `windowMs`. */
export interface Limit {
  max: number;
  windowMs: number;
}

export type LimitName = 'emailSent' | 'tokenRefresh' | 'verify' | 'signInSignUps' | 'otp' | 'mfa' | 'anonymousUsers' | 'redeemCode';

export type RateLimits = Record<LimitName, Limit>;

export interface AuthConfig {
  siteUrl: string;
  autoconfirm: boolean;
  /** POST /signup without email or phone signs in an anonymous user (GoTrue's GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED). */
  anonymousUsers: boolean;
  /** A password change needs the nonce mailed by /reauthenticate unless the session is recent (GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION). */
  securePasswordChange: boolean;
  /** Minimum seconds between two mails of one kind to one user (GoTrue's SMTP_MAX_FREQUENCY). */
  mailMinIntervalSeconds: number;
  rateLimits: RateLimits;
  /** Rate-limit counters in Redis, shared by every process (the functions' limits too); unset → in this process's memory. */
  redis: { url: string; keyPrefix: string } | undefined;
}

export interface MailConfig {
  siteUrl: string;
  /** Unset → the local outbox at /_mail. */
  smtpUrl: string | undefined;
  /** The sender over SMTP (GoTrue's SMTP_ADMIN_EMAIL, SMTP_SENDER_NAME); defaults apply when unset. */
  adminEmail: string | undefined;
  senderName: string | undefined;
}

export interface DatabaseConfig {
  /** Unset → embedded PGlite in dataDir. */
  url: string | undefined;
  dataDir: string;
  /** PostgreSQL connections per process for queries. */
  poolMax: number;
}

/** The media job queue and its workers (docs/media-pipeline.md). */
export interface JobsConfig {
  /** Transcode jobs at once per process (WORKER_CONCURRENCY); 0 in the server: it runs no worker. */
  concurrency: number;
  /** libx264's -preset (TRANSCODE_PRESET): slower makes smaller files of the same quality. */
  preset: X264Preset;
}

const X264_PRESETS = ['ultrafast', 'superfast', 'veryfast', 'faster', 'fast', 'medium', 'slow', 'slower', 'veryslow'] as const;
export type X264Preset = (typeof X264_PRESETS)[number];

export interface JwtConfig {
  /** HS256 secret: access tokens (unless signingKeys) and the API keys. */
  secret: string;
  /** Private JWKs to sign access tokens with, from JWT_SIGNING_KEYS. */
  signingKeys: JWK[] | undefined;
}

/** An S3-compatible server holding the storage service's bytes (STORAGE_S3_*). */
export interface S3Config {
  bucket: string;
  /** Unset → AWS's own endpoint for the region. */
  endpoint: string | undefined;
  region: string;
  /** Unset → the SDK's default credential chain (environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

export interface StorageConfig {
  /** The disk backend's folder (when s3 is unset): DATA_DIR/storage. */
  diskDir: string;
  /** Resumable uploads in progress: DATA_DIR/storage-resumable. */
  resumableDir: string;
  /** Set when STORAGE_S3_BUCKET is: bytes go to S3 instead of diskDir. */
  s3: S3Config | undefined;
}

/** Where the SDK reaches Stripe's API when it is not Stripe's own (STRIPE_API_URL): a proxy or a test double. */
export interface StripeApiAddress {
  protocol: 'http' | 'https';
  host: string;
  port: number;
}

/** Payments through Stripe (docs/premium.md#stripe): on when both secrets are set. */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Unset → Stripe's own API. */
  api: StripeApiAddress | undefined;
}

export interface Config {
  port: number;
  host: string;
  siteUrl: string;
  dataDir: string;
  distDir: string;
  logLevel: LogLevel;
  trustProxy: boolean;
  /** Extra origins allowed to serve media (CSP media-src/img-src), for videoUrls on a CDN. */
  mediaOrigins: string[];
  /** Origins besides ours the app may call: a hosted Supabase project (VITE_SUPABASE_URL). */
  connectOrigins: string[];
  /** VITE_SUPABASE_ANON_KEY, for the dev server's app build. */
  appAnonKey: string | undefined;
  /** libuv's thread pool size (UV_THREADPOOL_SIZE), which password hashing shares (decision 0804). */
  threadPoolSize: number;
  database: DatabaseConfig;
  jobs: JobsConfig;
  jwt: JwtConfig;
  auth: AuthConfig;
  mail: MailConfig;
  storage: StorageConfig;
  /** Unset → payments are off: plans show without a payment button, Premium comes from codes and grants. */
  stripe: StripeConfig | undefined;
}

const FIVE_MINUTES = 5 * 60_000;

/** Supabase's defaults (docs/auth-api.md#rate-limits), each set by a variable named after GoTrue's GOTRUE_RATE_LIMIT_*. */
const RATE_LIMIT_VARIABLES: Record<LimitName, { variable: string; defaults: Limit }> = {
  emailSent: { variable: 'RATE_LIMIT_EMAIL_SENT', defaults: { max: 30, windowMs: 3_600_000 } },
  tokenRefresh: { variable: 'RATE_LIMIT_TOKEN_REFRESH', defaults: { max: 150, windowMs: FIVE_MINUTES } },
  verify: { variable: 'RATE_LIMIT_VERIFY', defaults: { max: 30, windowMs: FIVE_MINUTES } },
  signInSignUps: { variable: 'RATE_LIMIT_SIGN_IN_SIGN_UPS', defaults: { max: 30, windowMs: FIVE_MINUTES } },
  otp: { variable: 'RATE_LIMIT_OTP', defaults: { max: 30, windowMs: FIVE_MINUTES } },
  mfa: { variable: 'RATE_LIMIT_MFA', defaults: { max: 15, windowMs: 60_000 } },
  anonymousUsers: { variable: 'RATE_LIMIT_ANONYMOUS_USERS', defaults: { max: 30, windowMs: 3_600_000 } },
  // Ours, not GoTrue's: POST /functions/v1/redeem-code per user and per IP (decision 2651).
  redeemCode: { variable: 'RATE_LIMIT_REDEEM_CODE', defaults: { max: 10, windowMs: FIVE_MINUTES } },
};

/** An optional variable: unset and empty are the same; `parse` turns the text into a value or says what is wrong. */
function variable<T>(parse: (raw: string) => T | { problem: string }, fallback: T) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw === '') return fallback;
      const value = parse(raw);
      if (typeof value === 'object' && value !== null && 'problem' in value) {
        ctx.addIssue({ code: 'custom', message: `${value.problem}, got ${JSON.stringify(raw)}` });
        return z.NEVER;
      }
      return value as T;
    });
}

const text = () => variable<string | undefined>((raw) => raw, undefined);
const textOr = (fallback: string) => variable<string>((raw) => raw, fallback);

/** A URL whose scheme is one of `schemes` (kept as written). */
const url = (schemes: string[], example: string) =>
  variable<string | undefined>((raw) => {
    const problem = { problem: `must be a URL such as ${example}` };
    try {
      return schemes.includes(new URL(raw).protocol) ? raw : problem;
    } catch {
      return problem;
    }
  }, undefined);

const wholeNumber = (fallback: number, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}) =>
  variable((raw) => {
    const value = Number(raw);
    if (Number.isInteger(value) && value >= min && value <= max) return value;
    return { problem: max === Number.MAX_SAFE_INTEGER ? `must be a whole number, ${min} or more` : `must be a whole number from ${min} to ${max}` };
  }, fallback);

const flag = (fallback = false) => variable((raw) => (raw === 'true' ? true : raw === 'false' ? false : { problem: 'must be true or false' }), fallback);

const httpUrl = () => url(['http:', 'https:'], 'https://example.com');

/** GoTrue writes durations as "60s"; a bare number is seconds too. */
const seconds = (fallback: number) =>
  variable((raw) => {
    const value = Number(raw.replace(/s$/, ''));
    return Number.isFinite(value) && value >= 0 ? value : { problem: 'must be a number of seconds' };
  }, fallback);

/** STRIPE_API_URL: an origin alone (the SDK adds /v1/… itself), as the SDK's protocol, host and port. */
function stripeApiAddress(raw: string): StripeApiAddress | { problem: string } {
  const problem = { problem: 'must be an http(s) origin with no path, such as http://127.0.0.1:12111' };
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    return problem;
  }
  const protocol = parsed.protocol === 'https:' ? 'https' : parsed.protocol === 'http:' ? 'http' : undefined;
  if (!protocol || parsed.pathname !== '/' || parsed.search || parsed.hash || parsed.username || parsed.password) return problem;
  return { protocol, host: parsed.hostname.replace(/^\[(.*)\]$/, '$1'), port: parsed.port ? Number(parsed.port) : protocol === 'https' ? 443 : 80 };
}

function signingKeys(raw: string): JWK[] | { problem: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { problem: 'must be a JSON JWK set ({"keys":[…]}) or an array of JWKs' };
  }
  const list = (Array.isArray(parsed) ? parsed : (parsed as { keys?: unknown } | null)?.keys) as JWK[] | undefined;
  if (!Array.isArray(list) || list.length === 0) return { problem: 'holds no keys' };
  if (!list.some((k) => k.key_ops?.includes('sign') || k.d !== undefined || k.k !== undefined)) {
    return { problem: 'needs one private key (key_ops containing "sign")' };
  }
  return list;
}

const rateLimitSchemas = Object.fromEntries(
  Object.values(RATE_LIMIT_VARIABLES).map(({ variable: name, defaults }) => [name, wholeNumber(defaults.max)]),
) as Record<string, ReturnType<typeof wholeNumber>>;

/** Every variable the server reads, and what it turns into. */
const envSchema = z.object({
  PORT: wholeNumber(3000, { max: 65535 }),
  HOST: textOr('127.0.0.1'),
  SITE_URL: httpUrl(),
  DATA_DIR: text(),
  DIST_DIR: text(),
  DATABASE_URL: url(['postgres:', 'postgresql:'], 'postgres://user:pass@host:5432/db'),
  DATABASE_POOL_MAX: wholeNumber(10, { min: 1 }),
  JWT_SECRET: variable((raw) => (raw.length >= 32 ? raw : { problem: 'must be at least 32 characters' }), undefined as string | undefined),
  JWT_SIGNING_KEYS: variable(signingKeys, undefined as JWK[] | undefined),
  SMTP_URL: url(['smtp:', 'smtps:'], 'smtp://user:pass@host:587'),
  SMTP_MAX_FREQUENCY: seconds(60),
  SMTP_ADMIN_EMAIL: text(),
  SMTP_SENDER_NAME: text(),
  AUTH_AUTOCONFIRM: flag(),
  AUTH_ANONYMOUS_USERS: flag(),
  AUTH_SECURE_PASSWORD_CHANGE: flag(),
  ...rateLimitSchemas,
  REDIS_URL: url(['redis:', 'rediss:'], 'redis://host:6379'),
  REDIS_KEY_PREFIX: textOr('stillwater:'),
  MEDIA_ORIGINS: variable((raw) => raw.split(/[\s,]+/).filter(Boolean), [] as string[]),
  VITE_SUPABASE_URL: httpUrl(),
  VITE_SUPABASE_ANON_KEY: text(),
  LOG_LEVEL: variable((raw) => ((LOG_LEVELS as readonly string[]).includes(raw) ? (raw as LogLevel) : { problem: `must be one of ${LOG_LEVELS.join(', ')}` }), 'info' as LogLevel),
  TRUST_PROXY: flag(),
  UV_THREADPOOL_SIZE: wholeNumber(4, { min: 1, max: 1024 }),
  WORKER_CONCURRENCY: wholeNumber(1, { max: 64 }),
  TRANSCODE_PRESET: variable(
    (raw) => ((X264_PRESETS as readonly string[]).includes(raw) ? (raw as X264Preset) : { problem: `must be one of ${X264_PRESETS.join(', ')}` }),
    'veryfast' as X264Preset,
  ),
  STORAGE_S3_BUCKET: text(),
  STORAGE_S3_ENDPOINT: httpUrl(),
  STORAGE_S3_REGION: textOr('us-east-1'),
  STORAGE_S3_ACCESS_KEY_ID: text(),
  STORAGE_S3_SECRET_ACCESS_KEY: text(),
  STORAGE_S3_FORCE_PATH_STYLE: flag(true),
  STRIPE_SECRET_KEY: text(),
  STRIPE_WEBHOOK_SECRET: text(),
  STRIPE_API_URL: variable(stripeApiAddress, undefined as StripeApiAddress | undefined),
});

type Env = z.infer<typeof envSchema>;

/** The start-up error: every variable that is wrong, each with what is wrong with it. */
class ConfigError extends Error {
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Variables that only work together, by the names in the start-up error. */
const PAIRS = [
  ['STORAGE_S3_ACCESS_KEY_ID', 'STORAGE_S3_SECRET_ACCESS_KEY'],
  ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
] as const;

/** Checks across variables: S3 credentials, and Stripe's two secrets, come as pairs. */
function pairProblems(e: Env): string[] {
  return PAIRS.filter((pair) => pair.filter((name) => e[name]).length === 1).map(([a, b]) => `${a} and ${b} must be set together`);
}

function parseEnv(env: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(env);
  if (!result.success) throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`));
  const problems = pairProblems(result.data);
  if (problems.length > 0) throw new ConfigError(problems);
  return result.data;
}

function storageConfigOf(e: Env, dataDir: string): StorageConfig {
  const { STORAGE_S3_ACCESS_KEY_ID: accessKeyId, STORAGE_S3_SECRET_ACCESS_KEY: secretAccessKey } = e;
  return {
    diskDir: path.join(dataDir, 'storage'),
    resumableDir: path.join(dataDir, 'storage-resumable'),
    s3: e.STORAGE_S3_BUCKET
      ? {
          bucket: e.STORAGE_S3_BUCKET,
          endpoint: e.STORAGE_S3_ENDPOINT,
          region: e.STORAGE_S3_REGION,
          credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
          forcePathStyle: e.STORAGE_S3_FORCE_PATH_STYLE,
        }
      : undefined,
  };
}

function rateLimitsOf(e: Env): RateLimits {
  const maxima = e as unknown as Record<string, number>;
  const entries = Object.entries(RATE_LIMIT_VARIABLES).map(([name, { variable: key, defaults }]) => [
    name,
    { max: maxima[key] as number, windowMs: defaults.windowMs },
  ]);
  return Object.fromEntries(entries) as RateLimits;
}

/** The rate limits alone, without touching DATA_DIR (readConfig may create the JWT secret there). */
export function readRateLimits(env: NodeJS.ProcessEnv = process.env): RateLimits {
  return rateLimitsOf(parseEnv(env));
}

/** The repository root: the nearest folder with a package.json, from the sources and from the compiled build alike. */
function projectRoot(from = import.meta.dirname): string {
  let dir = from;
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

/** The HS256 secret generated on first start and kept in DATA_DIR, when JWT_SECRET is not set. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

const originOf = (url: string | undefined) => (url ? [new URL(url).origin] : []);

const dataDirOf = (e: Env) => path.resolve(e.DATA_DIR ?? path.join(projectRoot(), '.data'));

const databaseConfigOf = (e: Env): DatabaseConfig => ({ url: e.DATABASE_URL, dataDir: dataDirOf(e), poolMax: e.DATABASE_POOL_MAX });

const jobsConfigOf = (e: Env): JobsConfig => ({ concurrency: e.WORKER_CONCURRENCY, preset: e.TRANSCODE_PRESET });

/** The database, job and storage settings alone, without touching DATA_DIR: for `npm run worker`, which needs no secret. */
export function readWorkerConfig(env: NodeJS.ProcessEnv = process.env): { database: DatabaseConfig; jobs: JobsConfig; storage: StorageConfig } {
  const e = parseEnv(env);
  return { database: databaseConfigOf(e), jobs: jobsConfigOf(e), storage: storageConfigOf(e, dataDirOf(e)) };
}

/** The database settings alone, without touching DATA_DIR (readConfig may create the JWT secret there): for tools. */
export function readDatabaseConfig(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  return databaseConfigOf(parseEnv(env));
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = parseEnv(env);
  const root = projectRoot();
  const dataDir = dataDirOf(e);
  const siteUrl = (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    siteUrl,
    dataDir,
    distDir: path.resolve(e.DIST_DIR ?? path.join(root, 'dist')),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    mediaOrigins: e.MEDIA_ORIGINS,
    connectOrigins: originOf(e.VITE_SUPABASE_URL),
    appAnonKey: e.VITE_SUPABASE_ANON_KEY,
    threadPoolSize: e.UV_THREADPOOL_SIZE,
    database: databaseConfigOf(e),
    jobs: jobsConfigOf(e),
    jwt: { secret: e.JWT_SECRET ?? persistentSecret(dataDir), signingKeys: e.JWT_SIGNING_KEYS },
    auth: {
      siteUrl,
      autoconfirm: e.AUTH_AUTOCONFIRM,
      anonymousUsers: e.AUTH_ANONYMOUS_USERS,
      securePasswordChange: e.AUTH_SECURE_PASSWORD_CHANGE,
      mailMinIntervalSeconds: e.SMTP_MAX_FREQUENCY,
      rateLimits: rateLimitsOf(e),
      redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    },
    mail: { siteUrl, smtpUrl: e.SMTP_URL, adminEmail: e.SMTP_ADMIN_EMAIL, senderName: e.SMTP_SENDER_NAME },
    storage: storageConfigOf(e, dataDir),
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, api: e.STRIPE_API_URL }
        : undefined,
  };
}

/** A reader for an entry point: a configuration error ends the process with its message alone. */
function orExit<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

export const loadConfig = (): Config => orExit(() => readConfig());
export const loadDatabaseConfig = (): DatabaseConfig => orExit(() => readDatabaseConfig());
export const loadWorkerConfig = () => orExit(() => readWorkerConfig());
