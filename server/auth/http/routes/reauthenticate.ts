import { AuthError, validationFailed } from '../../errors.ts';
import { audit } from '../../store/audit.ts';
import { findUserById, type UserRow } from '../../store/users.ts';
import type { AuthApp, AuthContext } from '../context.ts';
import { assertMailInterval, issueTokenMail, mailAfterCommit } from '../mails.ts';

/**
 * GET /reauthenticate (docs/auth-api.md#reauthenticate), signed in: mails a 6-digit nonce to the
 * user's confirmed address, for PUT /user's `nonce` when AUTH_SECURE_PASSWORD_CHANGE asks for one.
 */
export function reauthenticateRoutes(app: AuthApp, ctx: AuthContext): void {
  app.get('/reauthenticate', async (request) => {
    const { user } = request.principal;
    // Phone numbers cannot be set here, so the address is the email or nothing.
    const email = user.email;
    if (!email) throw validationFailed('Reauthentication requires the user to have an email or a phone number');
    if (!user.email_confirmed_at) throw new AuthError(422, 'email_not_confirmed', 'Please verify your email first.');
    await mailAfterCommit(ctx, async (q, mails) => {
      const fresh = (await findUserById(q, user.id, true)) as UserRow;
      assertMailInterval(ctx, fresh.reauthentication_sent_at);
      await audit(q, { actorId: user.id, actorUsername: email, action: 'user_reauthenticate_requested', logType: 'user', ip: request.ip });
      const mail = { user: fresh, column: 'reauthentication_token' as const, address: email, kind: 'reauthentication' as const };
      mails.push(await issueTokenMail(q, ctx, { ...mail, redirectTo: ctx.settings.siteUrl, pkce: false }));
    });
    return {};
  });
}
