import type { Queryable } from '../../db/database.ts';
import { authMail, type AuthMailKind } from '../../mail/authMails.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { AuthError, overEmailSendRateLimit } from '../errors.ts';
import { createFlowState, type PkceParams } from '../store/flowState.ts';
import { storeOneTimeToken, type OneTimeTokenRequest } from '../store/oneTimeTokens.ts';
import { findUserByEmail, type UserRow } from '../store/users.ts';
import type { AuthContext } from './context.ts';
import { countMailSent } from './rateLimits.ts';

/** GoTrue's per-user mail interval: one mail of a kind per SMTP_MAX_FREQUENCY seconds. */
export function assertMailInterval(ctx: AuthContext, sentAt: Date | null): void {
  if (!sentAt) return;
  const waitMs = sentAt.getTime() + ctx.settings.mailMinIntervalSeconds * 1000 - Date.now();
  if (waitMs > 0) {
    throw overEmailSendRateLimit(`For security purposes, you can only request this after ${Math.ceil(waitMs / 1000)} seconds.`);
  }
}

export interface TokenMailRequest extends Omit<OneTimeTokenRequest, 'userId'> {
  user: UserRow;
  kind: AuthMailKind;
  redirectTo: string;
  newEmail?: string;
}

/** Store a fresh one-time token and return the code, the stored value and the verify link that carries it. */
export async function issueOneTimeToken(
  q: Queryable,
  ctx: AuthContext,
  request: Omit<TokenMailRequest, 'newEmail'>,
): Promise<{ code: string; stored: string; link: string }> {
  const { code, stored } = await storeOneTimeToken(q, { userId: request.user.id, column: request.column, address: request.address, pkce: request.pkce });
  const link = new URL(`${ctx.settings.siteUrl}/auth/v1/verify`);
  link.searchParams.set('token', stored);
  link.searchParams.set('type', request.kind);
  link.searchParams.set('redirect_to', request.redirectTo);
  return { code, stored, link: link.href };
}

/** Store a fresh token and build the mail carrying its link and code; the caller sends it after commit. */
export async function issueTokenMail(q: Queryable, ctx: AuthContext, request: TokenMailRequest): Promise<MailMessage> {
  if (!ctx.settings.autoconfirm) await countMailSent(ctx.limiter);
  const { code, link } = await issueOneTimeToken(q, ctx, request);
  const mail = authMail(request.kind, { link, code, newEmail: request.newEmail });
  return { to: request.address, ...mail };
}

/** The sign-up confirmation mail to `address` (a PKCE flow recorded first when asked); the caller sends it after commit. */
export async function confirmationMail(q: Queryable, ctx: AuthContext, user: UserRow, address: string, redirectTo: string, pkce: PkceParams | undefined) {
  if (pkce) await createFlowState(q, user.id, pkce, 'email/signup');
  return issueTokenMail(q, ctx, { user, column: 'confirmation_token', address, kind: 'signup', redirectTo, pkce: !!pkce });
}

/** Run `work` in one transaction, then send the mails it collected, once it has committed. */
export async function mailAfterCommit(
  ctx: AuthContext,
  work: (q: Queryable, mails: MailMessage[]) => Promise<void>,
): Promise<void> {
  const mails: MailMessage[] = [];
  await ctx.db.transaction((q) => work(q, mails));
  await sendAll(ctx, mails);
}

/** mailAfterCommit for the user holding `address`; nothing happens (and nothing tells) when nobody does. */
export function mailToHolder(
  ctx: AuthContext,
  address: string,
  work: (q: Queryable, user: UserRow, mails: MailMessage[]) => Promise<void>,
): Promise<void> {
  return mailAfterCommit(ctx, async (q, mails) => {
    const user = await findUserByEmail(q, address);
    if (user) await work(q, user, mails);
  });
}

/** Send mails built inside a transaction, once it has committed. */
export async function sendAll(ctx: AuthContext, mails: MailMessage[]): Promise<void> {
  try {
    for (const mail of mails) await ctx.mailer.send(mail);
  } catch (error) {
    throw new AuthError(500, 'unexpected_failure', `Error sending email: ${error instanceof Error ? error.message : 'unknown error'}`);
  }
}
