import type { FastifyReply } from 'fastify';
import type { Queryable } from '../../../db/database.ts';
import type { MailMessage } from '../../../mail/mailer.ts';
import { checkPassword, hashPassword } from '../../crypto/passwords.ts';
import { AuthError, emailExists, notAdmin, validationFailed } from '../../errors.ts';
import { audit } from '../../store/audit.ts';
import { createFlowState, type PkceParams } from '../../store/flowState.ts';
import { clearAllTokens } from '../../store/oneTimeTokens.ts';
import type { SessionRow } from '../../store/sessions.ts';
import { findUserByEmail, findUserById, type UserRow } from '../../store/users.ts';
import { confirmEmailChange, consumeReauthenticationNonce } from '../../store/verification.ts';
import type { AuthApp, AuthContext, AuthRequest } from '../context.ts';
import { requireValidEmail } from '../input/contact.ts';
import { mergeMetadata } from '../input/metadata.ts';
import { assertUsablePassword } from '../input/passwordRules.ts';
import { readPkceParams } from '../input/pkce.ts';
import { safeRedirect } from '../input/redirects.ts';
import { optionalObject, optionalString, pkceFields, redirectQuery } from '../input/schemas.ts';
import { assertMailInterval, issueTokenMail, sendAll } from '../mails.ts';
import { loadUserJson, userJson } from '../replies/userJson.ts';

/** GoTrue's secure password change: a session signed in less than a day ago needs no nonce. */
function isRecent(ctx: AuthContext, session: SessionRow | undefined): boolean {
  return !!session && Date.now() - session.created_at.getTime() <= ctx.settings.recentSignInSeconds * 1000;
}

/** Record the pending address and build the confirmation mails: to the new address, and with secure email change to the current one too. */
async function startEmailChange(
  q: Queryable,
  ctx: AuthContext,
  user: UserRow,
  newEmail: string,
  redirectTo: string,
  pkce: PkceParams | undefined,
): Promise<MailMessage[]> {
  assertMailInterval(ctx, user.email_change_sent_at);
  await q.query(
    `update auth.users set email_change = $2, email_change_confirm_status = 0, email_change_token_current = '', updated_at = now() where id = $1`,
    [user.id, newEmail],
  );
  if (pkce) await createFlowState(q, user.id, pkce, 'email_change');
  const base = { user, kind: 'email_change' as const, redirectTo, pkce: !!pkce, newEmail };
  const mails = [await issueTokenMail(q, ctx, { ...base, column: 'email_change_token_new', address: newEmail })];
  if (ctx.settings.secureEmailChange && user.email) {
    mails.push(await issueTokenMail(q, ctx, { ...base, column: 'email_change_token_current', address: user.email }));
  }
  return mails;
}

const updateSchema = {
  querystring: redirectQuery,
  body: {
    type: 'object',
    properties: {
      email: optionalString,
      password: optionalString,
      phone: optionalString,
      data: optionalObject,
      app_metadata: optionalObject,
      nonce: optionalString,
      current_password: optionalString,
      ...pkceFields,
    },
  },
} as const;

type UpdateBody = AuthRequest<typeof updateSchema>['body'];

/** GET /user's body, rendered once per cached principal (its user row is the key). */
const rendered = new WeakMap<UserRow, string>();

/** GET /user: the signed-in user, from the principal cache. */
async function getUser(request: AuthRequest, reply: FastifyReply) {
  const { user, identities, factors } = request.principal;
  let body = rendered.get(user);
  if (body === undefined) rendered.set(user, (body = JSON.stringify(userJson(user, identities, factors))));
  return reply.type('application/json; charset=utf-8').send(body);
}

/** A user with a verified factor changes email or password only from an aal2 session. */
async function assertAalForChange(ctx: AuthContext, user: UserRow, session: SessionRow | undefined): Promise<void> {
  if (session && session.aal !== 'aal1') return;
  const verified = await ctx.db.query("select 1 from auth.mfa_factors where user_id = $1 and status = 'verified'", [user.id]);
  if (verified.rows.length > 0) {
    throw new AuthError(401, 'insufficient_aal', 'AAL2 session is required to update email or password when MFA is enabled.');
  }
}

/** The hash of the new password, after GoTrue's checks: usable, reauthenticated unless recent (when required), not the same. */
async function newPasswordHash(ctx: AuthContext, user: UserRow, session: SessionRow | undefined, body: UpdateBody & { password: string }): Promise<string> {
  assertUsablePassword(body.password);
  if (ctx.settings.securePasswordChange && !isRecent(ctx, session)) {
    const nonce = body.nonce;
    if (!nonce) throw new AuthError(400, 'reauthentication_needed', 'Password update requires reauthentication');
    // Committed on its own, as GoTrue does: a used nonce stays used whatever follows.
    await ctx.db.transaction((q) => consumeReauthenticationNonce(q, ctx.settings.otpExpirySeconds, user.id, nonce));
  }
  if (user.encrypted_password && (await checkPassword(body.password, user.encrypted_password)).ok) {
    throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
  }
  return hashPassword(body.password);
}

/** PUT /user: metadata, password (other sessions end) and email (confirmed by mail) of the signed-in user. */
async function updateUser(ctx: AuthContext, request: AuthRequest<typeof updateSchema>) {
  const { user, session } = request.principal;
  const body = request.body;
  if (body.app_metadata) throw notAdmin();
  if (body.phone) throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
  if (body.email || body.password) await assertAalForChange(ctx, user, session);
  if (user.is_anonymous && body.password && !body.email) {
    throw validationFailed('Updating password of an anonymous user without an email or phone is not allowed', 422);
  }
  const pkce = readPkceParams(body);
  const passwordHash = body.password ? await newPasswordHash(ctx, user, session, { ...body, password: body.password }) : undefined;
  const newEmail = body.email ? requireValidEmail(body.email) : undefined;
  const redirectTo = safeRedirect(ctx.settings.siteUrl, request.query.redirect_to);

  const mails: MailMessage[] = [];
  const updated = await ctx.db.transaction(async (q) => {
    const fresh = (await findUserById(q, user.id, true)) as UserRow;
    if (body.data) {
      await q.query('update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1', [
        user.id,
        JSON.stringify(mergeMetadata(fresh.raw_user_meta_data, body.data)),
      ]);
    }
    if (passwordHash) {
      await q.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [user.id, passwordHash]);
      await clearAllTokens(q, user.id);
      if (session) await q.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, session.id]);
      await audit(q, { actorId: user.id, actorUsername: user.email ?? '', action: 'user_updated_password', logType: 'user', ip: request.ip });
    }
    if (newEmail && newEmail !== fresh.email) {
      const taken = await findUserByEmail(q, newEmail);
      if (taken && taken.id !== user.id) throw emailExists();
      if (fresh.is_anonymous && ctx.settings.autoconfirm) {
        // GoTrue: an anonymous user adding an address under autoconfirm is like signing up.
        await confirmEmailChange(q, { id: user.id, email_change: newEmail });
      } else {
        mails.push(...(await startEmailChange(q, ctx, fresh, newEmail, redirectTo, pkce)));
      }
    }
    await audit(q, { actorId: user.id, actorUsername: user.email ?? '', action: 'user_modified', logType: 'user', ip: request.ip });
    return loadUserJson(q, (await findUserById(q, user.id)) as UserRow);
  });
  await sendAll(ctx, mails);
  return updated;
}

/** GET /user and PUT /user (docs/auth-api.md#user-endpoints), signed in. */
export function userRoutes(app: AuthApp, ctx: AuthContext): void {
  app.get('/user', { config: { principalCache: true } }, (request, reply) => getUser(request, reply));
  app.put('/user', { schema: updateSchema }, (request) => updateUser(ctx, request));
}
