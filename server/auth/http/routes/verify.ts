import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../../db/database.ts';
import { AuthError, validationFailed } from '../../errors.ts';
import { issueAuthCode } from '../../store/flowState.ts';
import { isBanned } from '../../store/users.ts';
import {
  applyToken,
  EMAIL_CHANGE_PENDING_MESSAGE,
  FLOW_METHOD,
  LINK_TYPES,
  matchCode,
  matchTokenHash,
  type EmailVerifyType,
  type LinkType,
} from '../../store/verification.ts';
import type { AuthApp, AuthContext, AuthRequest } from '../context.ts';
import { requireValidEmail, requireValidPhone } from '../input/contact.ts';
import { safeRedirect } from '../input/redirects.ts';
import { optionalString } from '../input/schemas.ts';
import { startSession } from '../replies/sessionResponse.ts';

const OAUTH_WORD: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

function fragmentUrl(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  url.hash = '';
  const sorted = Object.keys(params)
    .sort()
    .map((key): [string, string] => [key, params[key] as string]);
  return `${url.href.replace(/#$/, '')}#${new URLSearchParams(sorted).toString()}`;
}

function errorRedirect(reply: FastifyReply, base: string, error: AuthError, pkce: boolean) {
  const params = {
    error: OAUTH_WORD[error.status] ?? 'server_error',
    error_code: error.errorCode,
    error_description: error.message,
    sb: '',
  };
  const url = new URL(fragmentUrl(base, params));
  if (pkce) {
    url.searchParams.set('error', params.error);
    url.searchParams.set('error_code', params.error_code);
    url.searchParams.set('error_description', params.error_description);
  }
  return reply.redirect(url.href, 303);
}

/** The address a typed code was sent to, or GoTrue's 422 for one that is not an address. */
function emailOfCode(raw: string): string {
  try {
    return requireValidEmail(raw, 422);
  } catch {
    throw validationFailed('Invalid email format', 422);
  }
}

const linkExpired = () => new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
const EMAIL_TYPES: EmailVerifyType[] = [...LINK_TYPES, 'email'];

const linkSchema = {
  querystring: { type: 'object', properties: { token: { type: 'string' }, type: { type: 'string' }, redirect_to: { type: 'string' } } },
} as const;
const codeSchema = {
  body: {
    type: 'object',
    properties: { type: optionalString, email: optionalString, phone: optionalString, token: optionalString, token_hash: optionalString },
  },
} as const;

/** GoTrue asks both addresses to confirm an email change unless mail confirmation is off. */
const doubleConfirmation = (ctx: AuthContext) => ctx.settings.secureEmailChange && !ctx.settings.autoconfirm;

/** Where a used link sends the browser: with a PKCE code, with the session in the fragment, or with the pending-change message. */
async function linkTarget(q: Queryable, ctx: AuthContext, request: FastifyRequest, linkType: LinkType, token: string, redirectTo: string): Promise<string> {
  const match = await matchTokenHash(q, ctx.settings.otpExpirySeconds, linkType, token);
  if (!match) throw linkExpired();
  if (isBanned(match.user)) throw new AuthError(403, 'user_banned', 'User is banned');
  const outcome = await applyToken(q, doubleConfirmation(ctx), match);
  if (outcome.kind === 'email_change_pending') return fragmentUrl(redirectTo, { message: EMAIL_CHANGE_PENDING_MESSAGE, sb: '' });
  if (match.pkce) {
    const code = await issueAuthCode(q, outcome.user.id, FLOW_METHOD[linkType]);
    if (!code) throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
    const url = new URL(redirectTo);
    url.searchParams.set('code', code);
    return url.href;
  }
  const session = await startSession(q, ctx, outcome.user, 'otp', request);
  return fragmentUrl(redirectTo, {
    access_token: String(session.access_token),
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: String(session.refresh_token),
    sb: '',
    token_type: 'bearer',
    type: linkType,
  });
}

/** GET /verify: the link in a mail; redirects to redirect_to, an error included (in the fragment, and the query for PKCE). */
async function verifyLink(ctx: AuthContext, request: AuthRequest<typeof linkSchema>, reply: FastifyReply) {
  const { token, type } = request.query;
  if (!type) throw validationFailed('Verify requires a verification type');
  if (!token) throw validationFailed('Verify requires either a token or a token hash');
  if (!(LINK_TYPES as readonly string[]).includes(type)) throw validationFailed('Unsupported verification type');
  const redirectTo = safeRedirect(ctx.settings.siteUrl, request.query.redirect_to);
  try {
    const target = await ctx.db.transaction((q) => linkTarget(q, ctx, request, type as LinkType, token, redirectTo));
    return reply.redirect(target, 303);
  } catch (error) {
    if (error instanceof AuthError && error.status < 500) return errorRedirect(reply, redirectTo, error, token.startsWith('pkce_'));
    throw error;
  }
}

/** POST /verify: a typed code (with its address) or a link's token hash; answers a session in JSON. */
async function verifyCode(ctx: AuthContext, request: AuthRequest<typeof codeSchema>) {
  const body = request.body;
  if (!body.type) throw validationFailed('Verify requires a verification type');
  if (!body.token === !body.token_hash) throw validationFailed('Verify requires either a token or a token hash');
  if (body.token_hash && (body.email || body.phone)) throw validationFailed('Only the token_hash and type should be provided');
  // A code's address is checked before anything is looked up, whatever the type (GoTrue's VerifyParams.Validate).
  let email: string | undefined;
  if (body.token) {
    if (!body.phone === !body.email) throw validationFailed('Only an email address or phone number should be provided on verify');
    if (body.phone) requireValidPhone(body.phone);
    else email = emailOfCode(body.email as string);
  }
  const isPhoneType = body.type === 'sms' || body.type === 'phone_change';
  if (!isPhoneType && !(EMAIL_TYPES as string[]).includes(body.type)) throw validationFailed('Unsupported verification type');
  const byHash = !!body.token_hash;
  if (isPhoneType && byHash) throw validationFailed('Invalid email verification type');
  const expired = () => (byHash ? linkExpired() : new AuthError(403, 'otp_expired', 'Token has expired or is invalid'));
  // No phone sign-in here: an SMS code can never match, nor an email code sent with a phone number.
  if (isPhoneType || (!byHash && !email)) throw expired();
  const type = body.type as EmailVerifyType;
  return ctx.db.transaction(async (q) => {
    const lifetime = ctx.settings.otpExpirySeconds;
    const match = byHash
      ? await matchTokenHash(q, lifetime, type, body.token_hash as string)
      : await matchCode(q, lifetime, type, email as string, body.token as string);
    if (!match) throw expired();
    if (isBanned(match.user)) throw new AuthError(403, 'user_banned', 'User is banned');
    const outcome = await applyToken(q, doubleConfirmation(ctx), match);
    if (outcome.kind === 'email_change_pending') return { msg: EMAIL_CHANGE_PENDING_MESSAGE, code: '200' };
    return startSession(q, ctx, outcome.user, 'otp', request);
  });
}

/** GET /verify (the mail link, redirects) and POST /verify (codes and hashes, JSON): docs/auth-api.md#verify. */
export function verifyRoutes(app: AuthApp, ctx: AuthContext): void {
  // A HEAD from a link checker must not use up the single-use token.
  app.get('/verify', { exposeHeadRoute: false, schema: linkSchema }, (request, reply) => verifyLink(ctx, request, reply));
  app.post('/verify', { schema: codeSchema }, (request) => verifyCode(ctx, request));
}
