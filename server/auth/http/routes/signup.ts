import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { MailMessage } from '../../../mail/mailer.ts';
import { hashPassword } from '../../crypto/passwords.ts';
import { AuthError, validationFailed } from '../../errors.ts';
import { audit } from '../../store/audit.ts';
import { EMAIL_APP_METADATA, findUserByEmail, insertAnonymousUser, insertEmailUser } from '../../store/users.ts';
import type { AuthApp, AuthContext, AuthRequest } from '../context.ts';
import { requireValidEmail } from '../input/contact.ts';
import { assertUsablePassword } from '../input/passwordRules.ts';
import { readPkceParams } from '../input/pkce.ts';
import { safeRedirect } from '../input/redirects.ts';
import { optionalString, redirectQuery, signInFields } from '../input/schemas.ts';
import { assertMailInterval, confirmationMail, sendAll } from '../mails.ts';
import { countRequest, SIGNUP_LIMITS } from '../rateLimits.ts';
import { startSession } from '../replies/sessionResponse.ts';
import { loadUserJson } from '../replies/userJson.ts';

/** The fake user GoTrue answers for an address that is already registered and confirmed. */
function fakeUser(email: string, data: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: EMAIL_APP_METADATA,
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

/** An anonymous sign-in: a user with no address and a session (amr anonymous), counted per IP per hour. */
async function signUpAnonymously(ctx: AuthContext, request: FastifyRequest, data: Record<string, unknown>) {
  if (!ctx.settings.anonymousUsers) throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  await countRequest(ctx.limiter, SIGNUP_LIMITS.anonymous, request.ip);
  return ctx.db.transaction(async (q) => {
    const user = await insertAnonymousUser(q, data);
    await audit(q, { actorId: user.id, actorUsername: '', action: 'user_signedup', logType: 'team', ip: request.ip, traits: { provider: 'anonymous' } });
    return startSession(q, ctx, user, 'anonymous', request);
  });
}

const signupSchema = { querystring: redirectQuery, body: { type: 'object', properties: { ...signInFields, password: optionalString } } } as const;

/**
 * POST /signup: an email user with a password (confirmed by mail unless AUTH_AUTOCONFIRM), or an anonymous user.
 * Its rate limits are counted here (SIGNUP_LIMITS in rateLimits.ts): the body decides which.
 */
async function signUp(ctx: AuthContext, request: AuthRequest<typeof signupSchema>) {
  const body = request.body;
  const data = body.data ?? {};
  if (!body.email && !body.phone) return signUpAnonymously(ctx, request, data);
  await countRequest(ctx.limiter, SIGNUP_LIMITS.withAddress, request.ip);
  if (!body.password) throw validationFailed('Signup requires a valid password');
  assertUsablePassword(body.password);
  if (body.email && body.phone) throw validationFailed('Only an email address or phone number should be provided on signup.');
  const pkce = readPkceParams(body);
  if (!body.email) throw new AuthError(422, 'phone_provider_disabled', 'Phone signups are disabled');
  const email = requireValidEmail(body.email);
  const redirectTo = safeRedirect(ctx.settings.siteUrl, request.query.redirect_to);
  const passwordHash = await hashPassword(body.password);

  const mails: MailMessage[] = [];
  const result = await ctx.db.transaction(async (q) => {
    const existing = await findUserByEmail(q, email);
    if (existing) {
      if (existing.email_confirmed_at || ctx.settings.autoconfirm) {
        if (ctx.settings.autoconfirm) throw new AuthError(422, 'user_already_exists', 'User already registered');
        await audit(q, { actorId: existing.id, actorUsername: email, action: 'user_repeated_signup', logType: 'user', ip: request.ip });
        return fakeUser(email, data);
      }
      // Unconfirmed: resend the confirmation, change nothing else.
      assertMailInterval(ctx, existing.confirmation_sent_at);
      mails.push(await confirmationMail(q, ctx, existing, email, redirectTo, pkce));
      await audit(q, { actorId: existing.id, actorUsername: email, action: 'user_confirmation_requested', logType: 'user', ip: request.ip });
      return loadUserJson(q, (await findUserByEmail(q, email))!);
    }
    const user = await insertEmailUser(q, { email, passwordHash, userMetadata: data, confirmed: ctx.settings.autoconfirm });
    await audit(q, { actorId: user.id, actorUsername: email, action: 'user_signedup', logType: 'team', ip: request.ip });
    if (ctx.settings.autoconfirm) return startSession(q, ctx, user, 'password', request);
    mails.push(await confirmationMail(q, ctx, user, email, redirectTo, pkce));
    await audit(q, { actorId: user.id, actorUsername: email, action: 'user_confirmation_requested', logType: 'user', ip: request.ip });
    return loadUserJson(q, (await findUserByEmail(q, email))!);
  });
  await sendAll(ctx, mails);
  return result;
}

/** POST /signup (docs/auth-api.md#signup). */
export function signupRoutes(app: AuthApp, ctx: AuthContext): void {
  app.post('/signup', { schema: signupSchema }, (request) => signUp(ctx, request));
}
