import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../../db/database.ts';
import { AuthError } from '../../errors.ts';
import { findUserById, type UserRow } from '../../store/users.ts';
import { isUuid } from '../guards.ts';

/** The audit fields of an admin request: the key's subject (none for the service_role key), its role and the IP. */
export function adminActor(request: FastifyRequest): { actorId: string; actorUsername: string; ip: string } {
  return { actorId: String(request.adminClaims.sub ?? ''), actorUsername: String(request.adminClaims.role), ip: request.ip };
}

/** The user named by `/admin/users/{id}…`, with GoTrue's 404s for a bad id and an unknown user. */
export async function loadAdminTarget(q: Queryable, id: string, lock = false): Promise<UserRow> {
  if (!isUuid(id)) throw new AuthError(404, 'validation_failed', 'user_id must be an UUID');
  const user = await findUserById(q, id, lock);
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  return user;
}
