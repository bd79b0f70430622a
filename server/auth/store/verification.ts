import type { Queryable } from '../../db/database.ts';
import { hashPassword, randomPassword } from '../crypto/passwords.ts';
import { otpTokenHash, PKCE_PREFIX, safeEqual } from '../crypto/secrets.ts';
import { AuthError } from '../errors.ts';
import type { FlowMethod } from './flowState.ts';
import { clearToken, TOKEN_COLUMNS, type TokenColumn } from './oneTimeTokens.ts';
import { confirmEmail, findUserById, type UserRow } from './users.ts';

export const LINK_TYPES = ['signup', 'invite', 'magiclink', 'recovery', 'email_change'] as const;
export type LinkType = (typeof LINK_TYPES)[number];
/** `email` (POST only) means "a confirmation or a magic-link/recovery code". */
export type EmailVerifyType = LinkType | 'email';

const COLUMNS: Record<EmailVerifyType, TokenColumn[]> = {
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  magiclink: ['recovery_token'],
  recovery: ['recovery_token'],
  email_change: ['email_change_token_new', 'email_change_token_current'],
  email: ['confirmation_token', 'recovery_token'],
};

export const FLOW_METHOD: Record<LinkType, FlowMethod> = {
  signup: 'email/signup',
  invite: 'invite',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change: 'email_change',
};

export interface TokenMatch {
  user: UserRow;
  column: TokenColumn;
  pkce: boolean;
}

const stripPrefix = (stored: string) => (stored.startsWith(PKCE_PREFIX) ? stored.slice(PKCE_PREFIX.length) : stored);

function isFresh(user: UserRow, column: TokenColumn, lifetimeSeconds: number): boolean {
  const sentAt = user[TOKEN_COLUMNS[column]];
  return sentAt !== null && Date.now() - sentAt.getTime() <= lifetimeSeconds * 1000;
}

/**
 * The user holding a token hash (from a link, or `token_hash`), with or without its `pkce_` prefix,
 * sent no longer than `lifetimeSeconds` ago.
 */
export async function matchTokenHash(q: Queryable, lifetimeSeconds: number, type: EmailVerifyType, hash: string): Promise<TokenMatch | undefined> {
  if (!hash) return undefined;
  const bare = stripPrefix(hash);
  for (const column of COLUMNS[type]) {
    const { rows } = await q.query<UserRow>(`select * from auth.users where ${column} in ($1, $2) for update`, [bare, PKCE_PREFIX + bare]);
    const user = rows[0];
    if (user && isFresh(user, column, lifetimeSeconds)) return { user, column, pkce: user[column].startsWith(PKCE_PREFIX) };
  }
  return undefined;
}

/** The user a typed code belongs to: hash(address + code) against the stored tokens. */
export async function matchCode(
  q: Queryable,
  lifetimeSeconds: number,
  type: EmailVerifyType,
  email: string,
  code: string,
): Promise<TokenMatch | undefined> {
  const { rows } = await q.query<UserRow>('select * from auth.users where email = $1 or email_change = $1 for update', [email]);
  const hash = otpTokenHash(email, code.trim());
  for (const user of rows) {
    for (const column of COLUMNS[type]) {
      const stored = user[column];
      if (stored && safeEqual(stripPrefix(stored), hash) && isFresh(user, column, lifetimeSeconds)) {
        return { user, column, pkce: stored.startsWith(PKCE_PREFIX) };
      }
    }
  }
  return undefined;
}

export type VerifyOutcome = { kind: 'session'; user: UserRow } | { kind: 'email_change_pending' };

/**
 * Use a matched token: single use, then the effect of its type (docs/auth-api.md#verify). With
 * `doubleConfirmation` (secure email change, autoconfirm off), a user who has an email confirms a
 * change twice, once from each address, as GoTrue does whichever tokens are outstanding.
 */
export async function applyToken(q: Queryable, doubleConfirmation: boolean, match: TokenMatch): Promise<VerifyOutcome> {
  const { user, column } = match;
  await clearToken(q, user.id, column);
  if (column === 'confirmation_token') {
    await confirmEmail(q, user.id);
    if (user.invited_at && !user.encrypted_password) {
      await q.query('update auth.users set encrypted_password = $2 where id = $1', [user.id, await hashPassword(randomPassword())]);
    }
  } else if (column === 'recovery_token') {
    if (!user.email_confirmed_at) await confirmEmail(q, user.id);
  } else {
    if (doubleConfirmation && user.email && user.email_change_confirm_status === 0) {
      await q.query('update auth.users set email_change_confirm_status = 1, updated_at = now() where id = $1', [user.id]);
      return { kind: 'email_change_pending' };
    }
    await confirmEmailChange(q, user);
  }
  return { kind: 'session', user: (await findUserById(q, user.id)) as UserRow };
}

/**
 * The new address (`email_change`) replaces the old one, confirmed. A user without an email identity (an anonymous
 * one) gets one and stops being anonymous, and email joins its providers.
 */
export async function confirmEmailChange(q: Queryable, user: Pick<UserRow, 'id' | 'email_change'>): Promise<void> {
  await q.query(
    `update auth.users set email = $2, email_change = '', email_change_token_new = '', email_change_token_current = '',
       email_change_confirm_status = 0, email_confirmed_at = coalesce(email_confirmed_at, now()), is_anonymous = false,
       raw_app_meta_data = '{"provider": "email", "providers": ["email"]}'::jsonb || raw_app_meta_data, updated_at = now()
     where id = $1`,
    [user.id, user.email_change],
  );
  const identityData = { email: user.email_change, email_verified: true };
  const updated = await q.query(
    `update auth.identities set identity_data = identity_data || $2::jsonb, updated_at = now()
     where user_id = $1 and provider = 'email' returning id`,
    [user.id, JSON.stringify(identityData)],
  );
  if (updated.rows.length === 0) {
    await q.query(`insert into auth.identities (provider_id, user_id, identity_data, provider) values ($1, $2, $3, 'email')`, [
      user.id,
      user.id,
      JSON.stringify({ sub: user.id, ...identityData, phone_verified: false }),
    ]);
  }
  await q.query("delete from auth.one_time_tokens where user_id = $1 and token_type in ('email_change_token_new', 'email_change_token_current')", [
    user.id,
  ]);
}

/**
 * Check and use up the nonce GET /reauthenticate mailed (GoTrue's verifyReauthentication): 422
 * reauthentication_not_valid when none is outstanding, it is wrong, or older than `lifetimeSeconds`.
 */
export async function consumeReauthenticationNonce(q: Queryable, lifetimeSeconds: number, userId: string, nonce: string): Promise<void> {
  const user = (await findUserById(q, userId, true)) as UserRow;
  const invalid = (message = 'Nonce has expired or is invalid') => new AuthError(422, 'reauthentication_not_valid', message);
  if (!user.reauthentication_token || !user.reauthentication_sent_at) throw invalid();
  if (!user.email) throw invalid('Reauthentication requires an email or a phone number');
  const valid = safeEqual(user.reauthentication_token, otpTokenHash(user.email, nonce)) && isFresh(user, 'reauthentication_token', lifetimeSeconds);
  if (!valid) throw invalid();
  await clearToken(q, userId, 'reauthentication_token');
}

export const EMAIL_CHANGE_PENDING_MESSAGE = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';
