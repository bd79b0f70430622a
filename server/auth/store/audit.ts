import type { Queryable } from '../../db/database.ts';

export type AuditAction =
  | 'user_signedup'
  | 'user_confirmation_requested'
  | 'user_repeated_signup'
  | 'login'
  | 'logout'
  | 'token_refreshed'
  | 'token_revoked'
  | 'user_recovery_requested'
  | 'user_reauthenticate_requested'
  | 'user_invited'
  | 'user_modified'
  | 'user_updated_password'
  | 'user_deleted'
  | 'factor_in_progress'
  | 'verification_attempted'
  | 'factor_unenrolled'
  | 'factor_deleted';

/** One row in auth.audit_log_entries, in GoTrue's payload shape. */
export async function audit(
  q: Queryable,
  entry: { actorId: string; actorUsername: string; action: AuditAction; logType: string; ip: string; traits?: Record<string, unknown> },
): Promise<void> {
  const payload = {
    actor_id: entry.actorId,
    actor_username: entry.actorUsername,
    action: entry.action,
    log_type: entry.logType,
    traits: entry.traits ?? {},
  };
  await q.query('insert into auth.audit_log_entries (payload, ip_address) values ($1, $2)', [JSON.stringify(payload), entry.ip.slice(0, 64)]);
}
