import type { Queryable } from '../../../db/database.ts';
import { findIdentitiesAndFactors, type FactorRow, type IdentityRow, type UserRow } from '../../store/users.ts';

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : undefined);

/** The User object (docs/auth-api.md#user). */
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

function identityJson(identity: IdentityRow): Record<string, unknown> {
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

/** A user with identities and factors, rendered. */
export async function loadUserJson(q: Queryable, user: UserRow): Promise<Record<string, unknown>> {
  const { identities, factors } = await findIdentitiesAndFactors(q, user.id);
  return userJson(user, identities, factors);
}
