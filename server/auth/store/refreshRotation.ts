import type { Database } from '../../db/database.ts';
import { principalColumns, principalFromRow, type Principal, type PrincipalRow } from './principals.ts';
import { amrColumn, type AmrEntry } from './sessions.ts';

/**
 * The common refresh, a live token of a valid session, for many requests in one statement and one
 * commit (group commit). Sessions are locked in id order, so two batches cannot deadlock; a token
 * revoked meanwhile fails the `revoked = false` re-check and is left out. The statement writes
 * what the one-by-one path writes: the token revoked, its first child, the session touched, an
 * audit row. A live token has no children yet (children are issued when a token is revoked), so
 * its child is ordinal 0.
 */
const ROTATE_SQL = `
with r as (
  select * from unnest($1::text[], $2::text[], $3::text[], $4::text[]) with ordinality as r(token, child, user_agent, ip, n)
), s as (
  select s.id, s.user_id, s.not_after from auth.sessions s
  where s.id in (select rt.session_id from auth.refresh_tokens rt join r on rt.token = r.token)
  order by s.id for update
), ok as (
  select r.n, r.child, r.user_agent, r.ip, rt.id as token_id, s.user_id as session_user
  from r join auth.refresh_tokens rt on rt.token = r.token
  join s on s.id = rt.session_id
  join auth.users u on u.id = s.user_id
  where (u.banned_until is null or u.banned_until <= now()) and (s.not_after is null or s.not_after >= now())
), old as (
  update auth.refresh_tokens rt set revoked = true, updated_at = now()
  from ok where rt.id = ok.token_id and rt.revoked = false
  returning ok.n, ok.child, ok.user_agent, ok.ip, ok.session_user, rt.token, rt.user_id, rt.session_id
), child as (
  insert into auth.refresh_tokens (token, user_id, parent, session_id) select child, user_id, token, session_id from old
), touched as (
  update auth.sessions s set refreshed_at = now(), updated_at = now(), user_agent = old.user_agent, ip = old.ip::inet
  from old where s.id = old.session_id
), logged as (
  insert into auth.audit_log_entries (payload, ip_address)
  select json_build_object('actor_id', u.id, 'actor_username', coalesce(u.email, ''), 'action', 'token_refreshed',
    'log_type', 'token', 'traits', '{}'::json), left(old.ip, 64)
  from old join auth.users u on u.id = old.session_user
)
select old.n, ${principalColumns('s.id = old.session_id')}, ${amrColumn('old.session_id')}
from old join auth.users u on u.id = old.session_user`;

/** One refresh of a batch: the presented token's hash, the child to issue, and where the request came from. */
export interface Rotation {
  tokenHash: string;
  childHash: string;
  userAgent: string | null;
  ip: string;
}

type RotatedRow = PrincipalRow & { n: string; p_amr: AmrEntry[] };

/**
 * Rotate a batch in one transaction. Answers by position in the batch; a position left out was not
 * rotated here (unknown, revoked or otherwise refused token).
 */
export async function rotateRefreshTokens(db: Database, batch: Rotation[]): Promise<Map<number, { principal: Principal; amr: AmrEntry[] }>> {
  const rows = await db.transaction(async (q) => {
    if (db.kind === 'postgres') await q.query("set local lock_timeout = '5s'");
    const columns = [batch.map((r) => r.tokenHash), batch.map((r) => r.childHash), batch.map((r) => r.userAgent), batch.map((r) => r.ip)];
    return (await q.query<RotatedRow>(ROTATE_SQL, columns, 'auth_rotate_refresh_tokens')).rows;
  });
  return new Map(rows.map((row) => [Number(row.n) - 1, { principal: principalFromRow(row, ['n', 'p_amr']), amr: row.p_amr }]));
}
