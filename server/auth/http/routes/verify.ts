import type { FastifyReply } from 'fastify';
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
import type { AuthApp, AuthContext } from '../context.ts';
import { requireValidEmail } from '../email.ts';
import { requireValidPhone } from '../phone.ts';
import { safeRedirect } from '../redirects.ts';
import { optionalString } from '../schemas.ts';
import { startSession } from '../sessionResponse.ts';

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

/** GET /verify (the mail link, redirects) and POST /verify (codes and hashes, JSON): docs/auth-api.md#verify. */
export function verifyRoutes(app: AuthApp, ctx: AuthContext): void {
  // GoTrue asks both addresses to confirm an email change unless mail confirmation is off.
  const doubleConfirmation = ctx.settings.secureEmailChange && !ctx.settings.autoconfirm;
  app.get(
    '/verify',
    {
      config: { rateLimit: { bucket: 'verify' } },
      // A HEAD from a link checker must not use up the single-use token.
      exposeHeadRoute: false,
      schema: {
        querystring: { type: 'object', properties: { token: { type: 'string' }, type: { type: 'string' }, redirect_to: { type: 'string' } } },
      },
    },
    async (request, reply) => {
      const { token, type } = request.query;
      if (!type) throw validationFailed('Verify requires a verification type');
      if (!token) throw validationFailed('Verify requires either a token or a token hash');
      if (!(LINK_TYPES as readonly string[]).includes(type)) throw validationFailed('Unsupported verification type');
      const linkType = type as LinkType;
      const redirectTo = safeRedirect(ctx.settings.siteUrl, request.query.redirect_to);
      const pkceLink = token.startsWith('pkce_');
      try {
        const target = await ctx.db.transaction(async (q) => {
          const match = await matchTokenHash(q, ctx.settings.otpExpirySeconds, linkType, token);
          if (!match) throw linkExpired();
          if (isBanned(match.user)) throw new AuthError(403, 'user_banned', 'User is banned');
          const outcome = await applyToken(q, doubleConfirmation, match);
          if (outcome.kind === 'email_change_pending') {
            return fragmentUrl(redirectTo, { message: EMAIL_CHANGE_PENDING_MESSAGE, sb: '' });
          }
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
        });
        return reply.redirect(target, 303);
      } catch (error) {
        if (error instanceof AuthError && error.status < 500) return errorRedirect(reply, redirectTo, error, pkceLink);
        throw error;
      }
    },
  );

  app.post(
    '/verify',
    {
      config: { rateLimit: { bucket: 'verify' } },
      schema: {
        body: {
          type: 'object',
          properties: { type: optionalString, email: optionalString, phone: optionalString, token: optionalString, token_hash: optionalString },
        },
      },
    },
    async (request) => {
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
      const expired = () =>
        byHash ? linkExpired() : new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
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
        const outcome = await applyToken(q, doubleConfirmation, match);
        if (outcome.kind === 'email_change_pending') return { msg: EMAIL_CHANGE_PENDING_MESSAGE, code: '200' };
        return startSession(q, ctx, outcome.user, 'otp', request);
      });
    },
  );
}
