import type { Queryable } from '../../db/database.ts';
import { deriveChildToken, hashRefreshToken } from '../crypto/secrets.ts';

export interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  parent: string | null;
  session_id: string;
  revoked: boolean;
  updated_at: Date;
}

export async function findRefreshToken(q: Queryable, plain: string): Promise<RefreshTokenRow | undefined> {
  const { rows } = await q.query<RefreshTokenRow>('select * from auth.refresh_tokens where token = $1', [hashRefreshToken(plain)]);
  return rows[0];
}

/** The session's current token: its newest unrevoked one. */
export async function currentToken(q: Queryable, sessionId: string): Promise<RefreshTokenRow | undefined> {
  const { rows } = await q.query<RefreshTokenRow>(
    'select * from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1',
    [sessionId],
  );
  return rows[0];
}

/** Issue the next child of a token (derived, stored hashed) and return its plaintext. */
export async function issueChild(q: Queryable, key: string, parent: RefreshTokenRow, parentPlain: string): Promise<string> {
  const { rows } = await q.query<{ n: number }>('select count(*)::int as n from auth.refresh_tokens where parent = $1', [parent.token]);
  const child = deriveChildToken(key, parentPlain, rows[0]?.n ?? 0);
  await q.query('insert into auth.refresh_tokens (token, user_id, parent, session_id) values ($1, $2, $3, $4)', [
    hashRefreshToken(child),
    parent.user_id,
    parent.token,
    parent.session_id,
  ]);
  return child;
}

/** The plaintext of an existing child of `parent`, recomputed; undefined if it is not one of its children. */
export async function recoverChild(q: Queryable, key: string, parent: RefreshTokenRow, parentPlain: string, child: RefreshTokenRow): Promise<string | undefined> {
  const { rows } = await q.query<{ n: number }>('select count(*)::int as n from auth.refresh_tokens where parent = $1', [parent.token]);
  const count = rows[0]?.n ?? 0;
  for (let ordinal = 0; ordinal < count; ordinal += 1) {
    const candidate = deriveChildToken(key, parentPlain, ordinal);
    if (hashRefreshToken(candidate) === child.token) return candidate;
  }
  return undefined;
}
