import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';

/** A row of auth.users, as the server reads it. */
export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  encrypted_password: string;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_token: string;
  confirmation_sent_at: Date | null;
  recovery_token: string;
  recovery_sent_at: Date | null;
  email_change_token_new: string;
  email_change: string;
  email_change_sent_at: Date | null;
  email_change_token_current: string;
  email_change_confirm_status: number;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
  phone: string | null;
  phone_confirmed_at: Date | null;
  phone_change: string;
  phone_change_sent_at: Date | null;
  confirmed_at: Date | null;
  reauthentication_token: string;
  reauthentication_sent_at: Date | null;
  is_anonymous: boolean;
  is_sso_user: boolean;
  banned_until: Date | null;
  deleted_at: Date | null;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  email: string | null;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: 'totp' | 'phone' | 'webauthn';
  status: 'unverified' | 'verified';
  secret: string | null;
  phone: string | null;
  last_challenged_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export const EMAIL_APP_METADATA = { provider: 'email', providers: ['email'] };

export async function findUserById(q: Queryable, id: string, lock = false): Promise<UserRow | undefined> {
  const { rows } = await q.query<UserRow>(`select * from auth.users where id = $1${lock ? ' for update' : ''}`, [id]);
  return rows[0];
}

export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await q.query<UserRow>('select * from auth.users where email = $1 and is_sso_user = false', [email]);
  return rows[0];
}

export function isBanned(user: UserRow, now = new Date()): boolean {
  return user.banned_until !== null && user.banned_until > now;
}

export interface NewUser {
  id?: string;
  email: string;
  passwordHash: string;
  userMetadata: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  confirmed: boolean;
  role?: string;
  bannedUntil?: Date | null;
}

/** Insert a user with its `email` identity (identity_data: docs/auth-api.md#identity). */
export async function insertEmailUser(q: Queryable, user: NewUser): Promise<UserRow> {
  const id = user.id ?? randomUUID();
  const userMetadata = user.confirmed ? { ...user.userMetadata, email_verified: true } : user.userMetadata;
  const { rows } = await q.query<UserRow>(
    `insert into auth.users (id, email, encrypted_password, raw_user_meta_data, raw_app_meta_data, email_confirmed_at, role, banned_until)
     values ($1, $2, $3, $4, $5, case when $6::boolean then now() end, $7, $8) returning *`,
    [
      id,
      user.email,
      user.passwordHash,
      JSON.stringify(userMetadata),
      JSON.stringify({ ...EMAIL_APP_METADATA, ...user.appMetadata }),
      user.confirmed,
      user.role ?? 'authenticated',
      user.bannedUntil ?? null,
    ],
  );
  const identityData: Record<string, unknown> = { sub: id, email: user.email, email_verified: user.confirmed, phone_verified: false };
  for (const [key, value] of Object.entries(user.userMetadata)) if (!(key in identityData)) identityData[key] = value;
  await q.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider) values ($1, $2, $3, 'email')`,
    [id, id, JSON.stringify(identityData)],
  );
  return rows[0] as UserRow;
}

/** An anonymous user (docs/auth-api.md#signup): no email, no password, no identity, empty app_metadata. */
export async function insertAnonymousUser(q: Queryable, userMetadata: Record<string, unknown>): Promise<UserRow> {
  const { rows } = await q.query<UserRow>(
    `insert into auth.users (id, encrypted_password, raw_user_meta_data, raw_app_meta_data, is_anonymous, role)
     values ($1, '', $2, '{}'::jsonb, true, 'authenticated') returning *`,
    [randomUUID(), JSON.stringify(userMetadata)],
  );
  return rows[0] as UserRow;
}

/** Mark the email confirmed (user and identity), as a confirmation link or code does. */
export async function confirmEmail(q: Queryable, userId: string): Promise<void> {
  await q.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()),
       raw_user_meta_data = raw_user_meta_data || '{"email_verified": true}'::jsonb, updated_at = now()
     where id = $1`,
    [userId],
  );
  await q.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId],
  );
}

/** A user's identities and factors, oldest first. */
export async function findIdentitiesAndFactors(q: Queryable, userId: string): Promise<{ identities: IdentityRow[]; factors: FactorRow[] }> {
  const identities = await q.query<IdentityRow>('select * from auth.identities where user_id = $1 order by created_at', [userId]);
  const factors = await q.query<FactorRow>('select * from auth.mfa_factors where user_id = $1 order by created_at', [userId]);
  return { identities: identities.rows, factors: factors.rows };
}
