import { normaliseEmail } from '../auth/http/input/contact.ts';
import { audit } from '../auth/store/audit.ts';
import { findUserByEmail } from '../auth/store/users.ts';
import type { Queryable } from '../db/database.ts';

/**
 * Catalog roles: `app_metadata.role` of a user (auth.users.raw_app_meta_data), which the policies of
 * supabase/migrations/*_catalog.sql read from the JWT. A change reaches the user's access token at their next
 * sign-in or token refresh (decision 2502).
 */
export const CATALOG_ROLES = ['editor', 'admin'] as const;
export type CatalogRole = (typeof CATALOG_ROLES)[number];

export function isCatalogRole(value: string): value is CatalogRole {
  return (CATALOG_ROLES as readonly string[]).includes(value);
}

export class UnknownUserError extends Error {
  constructor(readonly email: string) {
    super(`No user with the email ${email}.`);
    this.name = 'UnknownUserError';
  }
}

export interface RoleHolder {
  email: string;
  role: string;
}

/** Who changed the role, in the auth audit log: the operator's tool, not a signed-in user. */
const ACTOR = { actorId: '', actorUsername: 'npm run admin', logType: 'user', ip: '' } as const;

async function setRole(q: Queryable, email: string, role: CatalogRole | null): Promise<string | null> {
  const user = await findUserByEmail(q, normaliseEmail(email));
  if (!user) throw new UnknownUserError(email);
  const previous = typeof user.raw_app_meta_data.role === 'string' ? user.raw_app_meta_data.role : null;
  if (previous === role) return previous;
  await q.query(
    `update auth.users set raw_app_meta_data = case when $2::text is null then raw_app_meta_data - 'role'
       else raw_app_meta_data || jsonb_build_object('role', $2::text) end, updated_at = now() where id = $1`,
    [user.id, role],
  );
  await audit(q, { ...ACTOR, action: 'user_modified', traits: { user_id: user.id, user_email: user.email, role } });
  return previous;
}

/** Gives the user `role`; answers the role they had before (null for none). Nothing is written when it is the same. */
export function grantRole(q: Queryable, email: string, role: CatalogRole): Promise<string | null> {
  return setRole(q, email, role);
}

/** Takes the user's role away; answers the role they had (null: they had none). */
export function revokeRole(q: Queryable, email: string): Promise<string | null> {
  return setRole(q, email, null);
}

/** Every user with a role, by role then email. */
export async function listRoles(q: Queryable): Promise<RoleHolder[]> {
  const { rows } = await q.query<RoleHolder>(
    `select coalesce(email, id::text) as email, raw_app_meta_data ->> 'role' as role from auth.users
      where jsonb_typeof(raw_app_meta_data -> 'role') = 'string' order by role, email`,
  );
  return rows;
}
