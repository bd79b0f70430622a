import { validationFailed } from '../../errors.ts';
import { audit } from '../../store/audit.ts';
import { createFlowState } from '../../store/flowState.ts';
import type { AuthApp, AuthContext } from '../context.ts';
import { requireValidEmail } from '../input/contact.ts';
import { readPkceParams } from '../input/pkce.ts';
import { safeRedirect } from '../input/redirects.ts';
import { optionalString, pkceFields, redirectQuery } from '../input/schemas.ts';
import { assertMailInterval, issueTokenMail, mailToHolder } from '../mails.ts';

/** POST /recover (docs/auth-api.md#recover): `{}` whether or not the address exists. */
export function recoverRoutes(app: AuthApp, ctx: AuthContext): void {
  app.post(
    '/recover',
    {
      schema: { querystring: redirectQuery, body: { type: 'object', properties: { email: optionalString, ...pkceFields } } },
    },
    async (request) => {
      if (!request.body.email) throw validationFailed('Password recovery requires an email');
      const email = requireValidEmail(request.body.email);
      const pkce = readPkceParams(request.body);
      const redirectTo = safeRedirect(ctx.settings.siteUrl, request.query.redirect_to);
      await mailToHolder(ctx, email, async (q, user, mails) => {
        assertMailInterval(ctx, user.recovery_sent_at);
        if (pkce) await createFlowState(q, user.id, pkce, 'recovery');
        mails.push(await issueTokenMail(q, ctx, { user, column: 'recovery_token', address: email, kind: 'recovery', redirectTo, pkce: !!pkce }));
        await audit(q, { actorId: user.id, actorUsername: email, action: 'user_recovery_requested', logType: 'user', ip: request.ip });
      });
      return {};
    },
  );
}
