import type { Queryable } from '../../../db/database.ts';
import type { MailMessage } from '../../../mail/mailer.ts';
import { hashPassword } from '../../crypto/passwords.ts';
import { otpTokenHash } from '../../crypto/secrets.ts';
import { AuthError, emailExists, validationFailed } from '../../errors.ts';
import { audit } from '../../store/audit.ts';
import type { TokenColumn } from '../../store/oneTimeTokens.ts';
import { findUserByEmail, findUserById, insertEmailUser, type UserRow } from '../../store/users.ts';
import type { LinkType } from '../../store/verification.ts';
import type { AuthApp, AuthContext, AuthRequest } from '../context.ts';
import { adminActor } from '../input/admin.ts';
import { requireValidEmail } from '../input/contact.ts';
import { assertUsablePassword } from '../input/passwordRules.ts';
import { safeRedirect } from '../input/redirects.ts';
import { optionalObject, optionalString, redirectQuery } from '../input/schemas.ts';
import { issueOneTimeToken, issueTokenMail, sendAll } from '../mails.ts';
import { loadUserJson } from '../replies/userJson.ts';

const GENERATED_LINK_TYPES = ['signup', 'invite', 'magiclink', 'recovery', 'email_change_current', 'email_change_new'] as const;
type GeneratedLinkType = (typeof GENERATED_LINK_TYPES)[number];

const isGeneratedLinkType = (type: string | null | undefined): type is GeneratedLinkType =>
  (GENERATED_LINK_TYPES as readonly (string | null | undefined)[]).includes(type);

/** Start an email change to `rawNewEmail` (checked as GoTrue checks it), as the two email_change link types do. */
async function pendingEmailChange(q: Queryable, user: UserRow, rawNewEmail: string | null | undefined): Promise<string> {
  if (!rawNewEmail) throw validationFailed('An email address is required');
  const newEmail = requireValidEmail(rawNewEmail);
  const taken = await findUserByEmail(q, newEmail);
  if (taken && taken.id !== user.id) throw emailExists();
  await q.query('update auth.users set email_change = $2, email_change_confirm_status = 0, updated_at = now() where id = $1', [user.id, newEmail]);
  return newEmail;
}

const inviteSchema = { querystring: redirectQuery, body: { type: 'object', properties: { email: optionalString, data: optionalObject } } } as const;
const generateLinkSchema = {
  querystring: redirectQuery,
  body: {
    type: 'object',
    properties: {
      type: optionalString,
      email: optionalString,
      new_email: optionalString,
      password: optionalString,
      data: optionalObject,
      redirect_to: optionalString,
    },
  },
} as const;

/** POST /invite: creates the user if need be and mails an invitation. */
async function invite(ctx: AuthContext, request: AuthRequest<typeof inviteSchema>) {
  if (!request.body.email) throw validationFailed('Invite requires an email address');
  const email = requireValidEmail(request.body.email);
  const redirectTo = safeRedirect(ctx.settings.siteUrl, request.query.redirect_to);
  const mails: MailMessage[] = [];
  const user = await ctx.db.transaction(async (q) => {
    let invited = await findUserByEmail(q, email);
    if (invited?.email_confirmed_at) throw emailExists();
    invited ??= await insertEmailUser(q, { email, passwordHash: '', userMetadata: request.body.data ?? {}, confirmed: false });
    await q.query('update auth.users set invited_at = now() where id = $1', [invited.id]);
    mails.push(await issueTokenMail(q, ctx, { user: invited, column: 'confirmation_token', address: email, kind: 'invite', redirectTo, pkce: false }));
    await audit(q, { ...adminActor(request), action: 'user_invited', logType: 'team', traits: { user_id: invited.id } });
    return loadUserJson(q, (await findUserById(q, invited.id)) as UserRow);
  });
  await sendAll(ctx, mails);
  return user;
}

type LinkTarget = { user: UserRow; column: TokenColumn; address: string; linkType: LinkType };

/** The user a generated link is for (created for signup and invite) and where its token goes. */
async function linkTarget(q: Queryable, type: GeneratedLinkType, email: string, passwordHash: string, body: AuthRequest<typeof generateLinkSchema>['body']): Promise<LinkTarget> {
  const user = await findUserByEmail(q, email);
  if (type === 'signup' || type === 'invite') {
    if (user?.email_confirmed_at) throw emailExists();
    const created = user ?? (await insertEmailUser(q, { email, passwordHash, userMetadata: body.data ?? {}, confirmed: false }));
    if (type === 'invite') await q.query('update auth.users set invited_at = now() where id = $1', [created.id]);
    return { user: created, column: 'confirmation_token', address: email, linkType: type };
  }
  if (!user) throw new AuthError(404, 'user_not_found', 'User with this email not found');
  if (type === 'magiclink' || type === 'recovery') return { user, column: 'recovery_token', address: email, linkType: type };
  const newEmail = await pendingEmailChange(q, user, body.new_email);
  return type === 'email_change_current'
    ? { user, column: 'email_change_token_current', address: email, linkType: 'email_change' }
    : { user, column: 'email_change_token_new', address: newEmail, linkType: 'email_change' };
}

/** POST /admin/generate_link: returns the link, code and hashed token of any mail type, and sends nothing. */
async function generateLink(ctx: AuthContext, request: AuthRequest<typeof generateLinkSchema>) {
  const { type, password } = request.body;
  if (!isGeneratedLinkType(type)) throw validationFailed('Invalid email action link type requested');
  if (!request.body.email) throw validationFailed('Password recovery requires an email');
  const email = requireValidEmail(request.body.email);
  if (password) assertUsablePassword(password);
  const passwordHash = password ? await hashPassword(password) : '';
  const redirectTo = safeRedirect(ctx.settings.siteUrl, request.body.redirect_to ?? request.query.redirect_to);
  return ctx.db.transaction(async (q) => {
    const { user, column, address, linkType } = await linkTarget(q, type, email, passwordHash, request.body);
    const token = await issueOneTimeToken(q, ctx, { user, column, address, kind: linkType, redirectTo, pkce: false });
    const json = await loadUserJson(q, (await findUserById(q, user.id)) as UserRow);
    return {
      ...json,
      action_link: token.link,
      email_otp: token.code,
      // GoTrue hashes the code with `email` for every type, so for email_change_new this is not the link's token.
      hashed_token: otpTokenHash(email, token.code),
      redirect_to: redirectTo,
      verification_type: type,
    };
  });
}

/** POST /invite (mails an invitation) and POST /admin/generate_link (returns the link, sends nothing); service_role only. */
export function adminLinkRoutes(app: AuthApp, ctx: AuthContext): void {
  app.post('/invite', { schema: inviteSchema }, (request) => invite(ctx, request));
  app.post('/admin/generate_link', { schema: generateLinkSchema }, (request) => generateLink(ctx, request));
}
