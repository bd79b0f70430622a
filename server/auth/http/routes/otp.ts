import { hashPassword, randomPassword } from '../../crypto/passwords.ts';
import { AuthError, validationFailed } from '../../errors.ts';
import { audit } from '../../store/audit.ts';
import { createFlowState } from '../../store/flowState.ts';
import { findUserByEmail, insertEmailUser, type UserRow } from '../../store/users.ts';
import type { AuthApp, AuthContext, AuthRequest } from '../context.ts';
import { requireValidEmail } from '../input/contact.ts';
import { readPkceParams } from '../input/pkce.ts';
import { safeRedirect } from '../input/redirects.ts';
import { optionalBoolean, redirectQuery, signInFields } from '../input/schemas.ts';
import { assertMailInterval, confirmationMail, issueTokenMail, mailAfterCommit } from '../mails.ts';

const otpSchema = { querystring: redirectQuery, body: { type: 'object', properties: { ...signInFields, create_user: optionalBoolean } } } as const;

/** POST /otp: a magic link or email code to an address, creating its user unless create_user is false. */
async function sendOtp(ctx: AuthContext, request: AuthRequest<typeof otpSchema>) {
  const body = request.body;
  if (body.email && body.phone) throw validationFailed('Only an email address or phone number should be provided.');
  if (!body.email) {
    if (body.phone) throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
    throw validationFailed('An email address or phone number is required');
  }
  const email = requireValidEmail(body.email);
  const pkce = readPkceParams(body);
  const redirectTo = safeRedirect(ctx.settings.siteUrl, request.query.redirect_to);
  const createUser = body.create_user ?? true;
  const existing = await findUserByEmail(ctx.db, email);
  if (!existing && !createUser) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
  const passwordHash = existing ? undefined : await hashPassword(randomPassword());

  await mailAfterCommit(ctx, async (q, mails) => {
    let user: UserRow | undefined = await findUserByEmail(q, email);
    if (!user) {
      user = await insertEmailUser(q, { email, passwordHash: passwordHash as string, userMetadata: body.data ?? {}, confirmed: ctx.settings.autoconfirm });
      await audit(q, { actorId: user.id, actorUsername: email, action: 'user_signedup', logType: 'team', ip: request.ip });
    }
    if (!user.email_confirmed_at) {
      assertMailInterval(ctx, user.confirmation_sent_at);
      mails.push(await confirmationMail(q, ctx, user, email, redirectTo, pkce));
      await audit(q, { actorId: user.id, actorUsername: email, action: 'user_confirmation_requested', logType: 'user', ip: request.ip });
      return;
    }
    assertMailInterval(ctx, user.recovery_sent_at);
    if (pkce) await createFlowState(q, user.id, pkce, 'magiclink');
    mails.push(await issueTokenMail(q, ctx, { user, column: 'recovery_token', address: email, kind: 'magiclink', redirectTo, pkce: !!pkce }));
    await audit(q, { actorId: user.id, actorUsername: email, action: 'user_recovery_requested', logType: 'user', ip: request.ip });
  });
  return {};
}

/** POST /otp: magic link and email code sign-in (docs/auth-api.md#otp). */
export function otpRoutes(app: AuthApp, ctx: AuthContext): void {
  app.post('/otp', { schema: otpSchema }, (request) => sendOtp(ctx, request));
}
