/** The limit of one bucket: at most `max` hits per `windowMs`. */
export interface Limit {
  max: number;
  windowMs: number;
}

export type LimitName = 'emailSent' | 'tokenRefresh' | 'verify' | 'signInSignUps' | 'otp' | 'mfa';

export type RateLimits = Record<LimitName, Limit>;

const FIVE_MINUTES = 5 * 60_000;

/**
 * Supabase's defaults (auth-api.md §8), each set by its own variable named after GoTrue's
 * GOTRUE_RATE_LIMIT_*: the number of requests per window.
 */
export const RATE_LIMIT_VARIABLES: Record<LimitName, { env: string; defaults: Limit; what: string }> = {
  emailSent: { env: 'RATE_LIMIT_EMAIL_SENT', defaults: { max: 30, windowMs: 3_600_000 }, what: 'mails per hour, whole server' },
  tokenRefresh: { env: 'RATE_LIMIT_TOKEN_REFRESH', defaults: { max: 150, windowMs: FIVE_MINUTES }, what: 'POST /token (all grants) per IP per 5 min' },
  verify: { env: 'RATE_LIMIT_VERIFY', defaults: { max: 30, windowMs: FIVE_MINUTES }, what: 'GET/POST /verify per IP per 5 min' },
  signInSignUps: {
    env: 'RATE_LIMIT_SIGN_IN_SIGN_UPS',
    defaults: { max: 30, windowMs: FIVE_MINUTES },
    what: '/signup, /recover, /resend, PUT /user per IP per 5 min, each',
  },
  otp: { env: 'RATE_LIMIT_OTP', defaults: { max: 30, windowMs: FIVE_MINUTES }, what: 'POST /otp per IP per 5 min' },
  mfa: { env: 'RATE_LIMIT_MFA', defaults: { max: 15, windowMs: 60_000 }, what: 'MFA challenge and verify per IP per minute' },
};

export function readRateLimits(env: NodeJS.ProcessEnv = process.env): RateLimits {
  const limits = {} as RateLimits;
  for (const [name, spec] of Object.entries(RATE_LIMIT_VARIABLES) as [LimitName, (typeof RATE_LIMIT_VARIABLES)[LimitName]][]) {
    const raw = env[spec.env];
    if (raw === undefined || raw === '') {
      limits[name] = { ...spec.defaults };
      continue;
    }
    const max = Number(raw);
    if (!Number.isInteger(max) || max < 0) throw new Error(`${spec.env} must be a whole number, got ${raw}`);
    limits[name] = { max, windowMs: spec.defaults.windowMs };
  }
  return limits;
}
