import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

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

/** Insert a user with its `email` identity (identity_data per auth-api.md §2.2). */
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

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : undefined);

/** The User object of auth-api.md §2.1. */
export function userJson(user: UserRow, identities: IdentityRow[], factors: FactorRow[]): Record<string, unknown> {
  const json: Record<string, unknown> = {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    email_change_sent_at: iso(user.email_change_sent_at),
    new_email: user.email_change || undefined,
    phone_change_sent_at: iso(user.phone_change_sent_at),
    new_phone: user.phone_change || undefined,
    reauthentication_sent_at: iso(user.reauthentication_sent_at),
    invited_at: iso(user.invited_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    factors: factors.length ? factors.map(factorJson) : undefined,
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    banned_until: iso(user.banned_until),
    deleted_at: iso(user.deleted_at),
    is_anonymous: user.is_anonymous,
  };
  for (const key of Object.keys(json)) if (json[key] === undefined) delete json[key];
  return json;
}

export function identityJson(identity: IdentityRow): Record<string, unknown> {
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    email: identity.email ?? undefined,
    last_sign_in_at: iso(identity.last_sign_in_at),
    created_at: iso(identity.created_at),
    updated_at: iso(identity.updated_at),
  };
}

export function factorJson(factor: FactorRow): Record<string, unknown> {
  return {
    id: factor.id,
    friendly_name: factor.friendly_name ?? undefined,
    factor_type: factor.factor_type,
    status: factor.status,
    created_at: iso(factor.created_at),
    updated_at: iso(factor.updated_at),
    last_challenged_at: factor.last_challenged_at ? factor.last_challenged_at.toISOString() : null,
    phone: factor.phone ?? '',
  };
}

/** Load a user with identities and factors and render it. */
export async function loadUserJson(q: Queryable, user: UserRow): Promise<Record<string, unknown>> {
  const identities = await q.query<IdentityRow>('select * from auth.identities where user_id = $1 order by created_at', [user.id]);
  const factors = await q.query<FactorRow>('select * from auth.mfa_factors where user_id = $1 order by created_at', [user.id]);
  return userJson(user, identities.rows, factors.rows);
}
