import { validationFailed } from '../../errors.ts';
import { createFlowState } from '../../store/flowState.ts';
import type { AuthApp, AuthContext } from '../context.ts';
import { requireValidEmail } from '../input/contact.ts';
import { readPkceParams } from '../input/pkce.ts';
import { safeRedirect } from '../input/redirects.ts';
import { optionalString, pkceFields, redirectQuery } from '../input/schemas.ts';
import { assertMailInterval, confirmationMail, issueTokenMail, mailToHolder } from '../mails.ts';

const TYPES = ['signup', 'email_change', 'sms', 'phone_change'];

/** POST /resend (docs/auth-api.md#resend): `{}` also when there is nothing to resend. */
export function resendRoutes(app: AuthApp, ctx: AuthContext): void {
  app.post(
    '/resend',
    {
      schema: {
        querystring: redirectQuery,
        body: { type: 'object', properties: { type: optionalString, email: optionalString, phone: optionalString, ...pkceFields } },
      },
    },
    async (request) => {
      const { type } = request.body;
      if (!type || !TYPES.includes(type)) throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
      if (type === 'sms' || type === 'phone_change') {
        if (!request.body.phone) throw validationFailed('Type provided requires a phone number');
        return {};
      }
      if (!request.body.email) throw validationFailed('Type provided requires an email address');
      const email = requireValidEmail(request.body.email);
      const pkce = readPkceParams(request.body);
      const redirectTo = safeRedirect(ctx.settings.siteUrl, request.query.redirect_to);
      await mailToHolder(ctx, email, async (q, user, mails) => {
        if (type === 'signup') {
          if (user.email_confirmed_at) return;
          assertMailInterval(ctx, user.confirmation_sent_at);
          mails.push(await confirmationMail(q, ctx, user, email, redirectTo, pkce));
          return;
        }
        if (!user.email_change) return;
        assertMailInterval(ctx, user.email_change_sent_at);
        if (pkce) await createFlowState(q, user.id, pkce, 'email_change');
        const base = { user, kind: 'email_change' as const, redirectTo, pkce: !!pkce, newEmail: user.email_change };
        if (user.email_change_token_new || !ctx.settings.secureEmailChange) {
          mails.push(await issueTokenMail(q, ctx, { ...base, column: 'email_change_token_new', address: user.email_change }));
        }
        if (ctx.settings.secureEmailChange && user.email_change_token_current) {
          mails.push(await issueTokenMail(q, ctx, { ...base, column: 'email_change_token_current', address: email }));
        }
      });
      return {};
    },
  );
}
