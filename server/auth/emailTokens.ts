import type { Queryable } from '../db/database.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { authMail, type AuthMailKind } from '../mail/templates/authMails.ts';
import type { AuthContext } from './context.ts';
import { AuthError, overEmailSendRateLimit } from './errors.ts';
import { newOtpCode, otpTokenHash, PKCE_PREFIX } from './secrets.ts';
import type { UserRow } from './users.ts';

/** The users column that holds a kind of mailed token, its sent-at column, and its one_time_tokens type. */
export const TOKEN_COLUMNS = {
  confirmation_token: 'confirmation_sent_at',
  recovery_token: 'recovery_sent_at',
  email_change_token_new: 'email_change_sent_at',
  email_change_token_current: 'email_change_sent_at',
} as const;

export type TokenColumn = keyof typeof TOKEN_COLUMNS;

/** GoTrue's per-user mail interval: one mail of a kind per SMTP_MAX_FREQUENCY seconds. */
export function assertMailInterval(ctx: AuthContext, sentAt: Date | null): void {
  if (!sentAt) return;
  const waitMs = sentAt.getTime() + ctx.settings.mailMinIntervalSeconds * 1000 - Date.now();
  if (waitMs > 0) {
    throw overEmailSendRateLimit(`For security purposes, you can only request this after ${Math.ceil(waitMs / 1000)} seconds.`);
  }
}

export interface TokenMailRequest {
  user: UserRow;
  column: TokenColumn;
  /** The address the mail goes to and the code is bound to. */
  address: string;
  kind: AuthMailKind;
  redirectTo: string;
  pkce: boolean;
  newEmail?: string;
}

/**
 * Store a fresh one-time token (hash of address + code, `pkce_`-prefixed for PKCE) and return the
 * code, the stored value and the verify link that carries it.
 */
export async function storeOneTimeToken(
  q: Queryable,
  ctx: AuthContext,
  request: Omit<TokenMailRequest, 'newEmail'>,
): Promise<{ code: string; stored: string; link: string }> {
  const code = newOtpCode();
  const hash = otpTokenHash(request.address, code);
  const stored = request.pkce ? PKCE_PREFIX + hash : hash;
  const sentAt = TOKEN_COLUMNS[request.column];
  await q.query(`update auth.users set ${request.column} = $2, ${sentAt} = now(), updated_at = now() where id = $1`, [request.user.id, stored]);
  await q.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to) values ($1, $2, $3, $4)
     on conflict (user_id, token_type) do update set token_hash = excluded.token_hash, relates_to = excluded.relates_to, updated_at = now()`,
    [request.user.id, request.column, stored, request.address],
  );
  const link = new URL(`${ctx.settings.siteUrl}/auth/v1/verify`);
  link.searchParams.set('token', stored);
  link.searchParams.set('type', request.kind);
  link.searchParams.set('redirect_to', request.redirectTo);
  return { code, stored, link: link.href };
}

/** Store a fresh token and build the mail carrying its link and code; the caller sends it after commit. */
export async function issueTokenMail(q: Queryable, ctx: AuthContext, request: TokenMailRequest): Promise<MailMessage> {
  if (!ctx.settings.autoconfirm) await ctx.limiter.mailSent();
  const { code, link } = await storeOneTimeToken(q, ctx, request);
  const mail = authMail(request.kind, { link, code, newEmail: request.newEmail });
  return { to: request.address, ...mail };
}

/** Clear one stored token (used, or replaced) in both places GoTrue keeps it. */
export async function clearToken(q: Queryable, userId: string, column: TokenColumn): Promise<void> {
  await q.query(`update auth.users set ${column} = '' where id = $1`, [userId]);
  await q.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [userId, column]);
}

/** A password change or recovery voids every outstanding mailed token. */
export async function clearAllTokens(q: Queryable, userId: string): Promise<void> {
  await q.query(
    `update auth.users set confirmation_token = '', recovery_token = '', email_change_token_new = '',
       email_change_token_current = '', reauthentication_token = '' where id = $1`,
    [userId],
  );
  await q.query('delete from auth.one_time_tokens where user_id = $1', [userId]);
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

/** Send mails built inside a transaction, once it has committed. */
export async function sendAll(ctx: AuthContext, mails: MailMessage[]): Promise<void> {
  try {
    for (const mail of mails) await ctx.mailer.send(mail);
  } catch (error) {
    throw new AuthError(500, 'unexpected_failure', `Error sending email: ${error instanceof Error ? error.message : 'unknown error'}`);
  }
}
