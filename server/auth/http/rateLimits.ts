import type { LimitName } from '../../config.ts';
import type { RateLimiter } from '../../http/rateLimit/limiter.ts';
import { overEmailSendRateLimit, overRequestRateLimit } from '../errors.ts';

/** A counter of one limit: per IP, named `scope` in the store (default: the limit's name), so routes sharing a limit count apart. */
export interface RequestLimit {
  limit: LimitName;
  scope?: string;
}

/**
 * Every rate limit of /auth/v1 in one table, as GoTrue's api.go lists them. The maxima are the
 * README's RATE_LIMIT_* variables; their windows and defaults are in server/config.ts. A route named
 * here is counted (guards.ts) before its own checks and its token; a request past the limit gets
 * 429 over_request_rate_limit. Adding a row whose route does not exist stops the server at start-up.
 */
export const ROUTE_LIMITS: Readonly<Record<string, RequestLimit>> = {
  // RATE_LIMIT_TOKEN_REFRESH, per IP per 5 minutes: every grant (password sign-in, refresh, pkce, id_token).
  'POST /token': { limit: 'tokenRefresh', scope: 'token' },
  // RATE_LIMIT_VERIFY, per IP per 5 minutes: the link in a mail and the code typed in, one counter.
  'GET /verify': { limit: 'verify' },
  'POST /verify': { limit: 'verify' },
  // RATE_LIMIT_OTP, per IP per 5 minutes: magic links and email codes.
  'POST /otp': { limit: 'otp' },
  // RATE_LIMIT_SIGN_IN_SIGN_UPS, per IP per 5 minutes, one counter per route (POST /signup: below).
  'POST /recover': { limit: 'signInSignUps', scope: 'recover' },
  'POST /resend': { limit: 'signInSignUps', scope: 'resend' },
  'PUT /user': { limit: 'signInSignUps', scope: 'user' },
  // RATE_LIMIT_MFA, per IP per minute, one counter per route.
  'POST /factors/:id/challenge': { limit: 'mfa', scope: 'mfa_challenge' },
  'POST /factors/:id/verify': { limit: 'mfa', scope: 'mfa_verify' },
};

/** The row of a route, by its method and path under /auth/v1; HEAD counts as the GET it answers. */
export function routeLimit(method: string, path: string): RequestLimit | undefined {
  return ROUTE_LIMITS[`${method === 'HEAD' ? 'GET' : method} ${path}`];
}

/** Throws at start-up when a row names no registered route (`METHOD /path`): a misspelt row would leave its route unlimited. */
export function assertEveryRowRouted(registered: ReadonlySet<string>): void {
  const stray = Object.keys(ROUTE_LIMITS).filter((route) => !registered.has(route));
  if (stray.length) throw new Error(`ROUTE_LIMITS names routes that do not exist: ${stray.join(', ')}`);
}

/**
 * POST /signup counts in its handler (routes/signup.ts), as GoTrue does, because the body decides
 * the limit: a body with an email or phone counts against RATE_LIMIT_SIGN_IN_SIGN_UPS (per IP per 5
 * minutes), one with neither is an anonymous sign-in, counted against RATE_LIMIT_ANONYMOUS_USERS (per
 * IP per hour) once anonymous sign-ins are known to be on.
 */
export const SIGNUP_LIMITS = {
  withAddress: { limit: 'signInSignUps', scope: 'signup' },
  anonymous: { limit: 'anonymousUsers' },
} as const satisfies Record<string, RequestLimit>;

/** Count one request from `ip`; throws 429 over_request_rate_limit past the limit. */
export async function countRequest(limiter: RateLimiter<LimitName>, { limit, scope = limit }: RequestLimit, ip: string): Promise<void> {
  if (await limiter.hit(limit, `${scope}:${ip}`)) throw overRequestRateLimit();
}

/**
 * RATE_LIMIT_EMAIL_SENT, per hour, one counter for the whole server (all its processes, with Redis): every
 * mail carrying a link or code (issueTokenMail in mails.ts: sign-up, magic link, recovery, invite, email
 * change, reauthentication), unless AUTH_AUTOCONFIRM is on.
 * Past it: 429 over_email_send_rate_limit.
 */
export async function countMailSent(limiter: RateLimiter<LimitName>): Promise<void> {
  if (await limiter.hit('emailSent', 'email_sent')) throw overEmailSendRateLimit();
}
