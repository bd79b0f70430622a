import type { FastifyInstance } from 'fastify';
import { audit } from '../audit.ts';
import type { AuthContext } from '../context.ts';
import { requireValidEmail } from '../email.ts';
import { assertMailInterval, issueTokenMail, mailAfterCommit } from '../emailTokens.ts';
import { validationFailed } from '../errors.ts';
import { createFlowState, readPkceParams } from '../pkce.ts';
import { safeRedirect } from '../redirects.ts';
import { optionalString, pkceFields, redirectQuery, type Nullable } from '../schemas.ts';
import { findUserByEmail } from '../users.ts';

interface RecoverBody {
  email?: Nullable<string>;
  code_challenge?: Nullable<string>;
  code_challenge_method?: Nullable<string>;
}

/** POST /recover (auth-api.md §3.6): `{}` whether or not the address exists. */
export function recoverRoutes(app: FastifyInstance, ctx: AuthContext): void {
  app.post<{ Body: RecoverBody; Querystring: { redirect_to?: string } }>(
    '/recover',
    { schema: { querystring: redirectQuery, body: { type: 'object', properties: { email: optionalString, ...pkceFields } } } },
    async (request) => {
      await ctx.limiter.request('signInSignUps', request.ip, 'recover');
      if (!request.body.email) throw validationFailed('Password recovery requires an email');
      const email = requireValidEmail(request.body.email);
      const pkce = readPkceParams(request.body);
      const redirectTo = safeRedirect(ctx.settings.siteUrl, request.query.redirect_to);
      await mailAfterCommit(ctx, async (q, mails) => {
        const user = await findUserByEmail(q, email);
        if (!user) return;
        assertMailInterval(ctx, user.recovery_sent_at);
        if (pkce) await createFlowState(q, user.id, pkce, 'recovery');
        mails.push(await issueTokenMail(q, ctx, { user, column: 'recovery_token', address: email, kind: 'recovery', redirectTo, pkce: !!pkce }));
        await audit(q, { actorId: user.id, actorUsername: email, action: 'user_recovery_requested', logType: 'user', ip: request.ip });
      });
      return {};
    },
  );
}
