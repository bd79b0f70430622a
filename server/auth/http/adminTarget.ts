import type { Queryable } from '../../db/database.ts';
import { AuthError } from '../errors.ts';
import { findUserById, type UserRow } from '../store/users.ts';
import { isUuid } from './guards.ts';

/** The user named by `/admin/users/{id}…`, with GoTrue's 404s for a bad id and an unknown user. */
export async function loadAdminTarget(q: Queryable, id: string, lock = false): Promise<UserRow> {
  if (!isUuid(id)) throw new AuthError(404, 'validation_failed', 'user_id must be an UUID');
  const user = await findUserById(q, id, lock);
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  return user;
}
