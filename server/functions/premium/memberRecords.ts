import type { Queryable } from '../../db/database.ts';

const SEARCH_LIMIT = 50;
const HISTORY_LIMIT = 50;

/** A member as the studio lists them: from auth.users, with until when they hold Premium (null: they do not). */
export interface MemberRow {
  id: string;
  email: string | null;
  created_at: string;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** `%`, `_` and `\` typed in a search are themselves, not patterns. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** At most 50 members whose email contains `query` (any case), by email. */
export async function searchMembers(db: Queryable, query: string, now: number) {
  const { rows } = await db.query<MemberRow & { entitled_until: Date | string | null }>(
    `select u.id, u.email, u.created_at,
            (select max(e.valid_until) from public.entitlements e where e.user_id = u.id and e.valid_until > $3) as entitled_until
       from auth.users u
      where u.email ilike '%' || $1 || '%'
      order by u.email
      limit $2`,
    [likeLiteral(query), SEARCH_LIMIT, new Date(now).toISOString()],
  );
  return rows.map((row) => ({ ...row, created_at: iso(row.created_at), entitled_until: iso(row.entitled_until) }));
}

export async function memberById(db: Queryable, userId: string): Promise<MemberRow | undefined> {
  const { rows } = await db.query<MemberRow>('select id, email, created_at from auth.users where id = $1', [userId]);
  const row = rows[0];
  return row && { ...row, created_at: iso(row.created_at) as string };
}

/** A member's entitlements, latest end first, and their history (changes to their entitlements), newest first. */
export async function premiumRecords(db: Queryable, userId: string) {
  const { rows: entitlements } = await db.query(
    `select id, source, valid_until, renews, status, code_id, created_at, updated_at
       from public.entitlements where user_id = $1 order by valid_until desc`,
    [userId],
  );
  const { rows: history } = await db.query(
    `select id, changed_at, changed_by_email, changed_by_role, table_name, row_id, operation, diff
       from public.catalog_changes where table_name = 'entitlements' and row_id = $1
      order by changed_at desc, id desc limit $2`,
    [userId, HISTORY_LIMIT],
  );
  return { entitlements, history };
}

/** Gives Premium by hand until `until`: the member's valid grant moves to that end, or a new grant row is added. */
export async function grantUntil(db: Queryable, userId: string, until: Date, now: number): Promise<void> {
  const { rowCount } = await db.query(
    "update public.entitlements set valid_until = $2 where user_id = $1 and source = 'grant' and valid_until > $3",
    [userId, until.toISOString(), new Date(now).toISOString()],
  );
  if (rowCount === 0) {
    await db.query("insert into public.entitlements (user_id, source, valid_until) values ($1, 'grant', $2)", [userId, until.toISOString()]);
  }
}

/** Ends every valid grant now; codes and Stripe subscriptions are left as they are (decision 2653). */
export async function endGrants(db: Queryable, userId: string, now: number): Promise<void> {
  const at = new Date(now).toISOString();
  await db.query("update public.entitlements set valid_until = $2 where user_id = $1 and source = 'grant' and valid_until > $2", [userId, at]);
}
