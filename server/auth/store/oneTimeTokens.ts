import type { Queryable } from '../../db/database.ts';
import { newOtpCode, otpTokenHash, PKCE_PREFIX } from '../crypto/secrets.ts';

/** The users column that holds a kind of mailed token, its sent-at column, and its one_time_tokens type. */
export const TOKEN_COLUMNS = {
  confirmation_token: 'confirmation_sent_at',
  recovery_token: 'recovery_sent_at',
  email_change_token_new: 'email_change_sent_at',
  email_change_token_current: 'email_change_sent_at',
  reauthentication_token: 'reauthentication_sent_at',
} as const;

export type TokenColumn = keyof typeof TOKEN_COLUMNS;

export interface OneTimeTokenRequest {
  userId: string;
  column: TokenColumn;
  /** The address the mail goes to and the code is bound to. */
  address: string;
  pkce: boolean;
}

/**
 * Store a fresh one-time token (hash of address + code, `pkce_`-prefixed for PKCE) in both places
 * GoTrue keeps it, and return the code and the stored value.
 */
export async function storeOneTimeToken(q: Queryable, request: OneTimeTokenRequest): Promise<{ code: string; stored: string }> {
  const code = newOtpCode();
  const hash = otpTokenHash(request.address, code);
  const stored = request.pkce ? PKCE_PREFIX + hash : hash;
  const sentAt = TOKEN_COLUMNS[request.column];
  await q.query(`update auth.users set ${request.column} = $2, ${sentAt} = now(), updated_at = now() where id = $1`, [request.userId, stored]);
  await q.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to) values ($1, $2, $3, $4)
     on conflict (user_id, token_type) do update set token_hash = excluded.token_hash, relates_to = excluded.relates_to, updated_at = now()`,
    [request.userId, request.column, stored, request.address],
  );
  return { code, stored };
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
