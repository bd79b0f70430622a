import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import { s256, safeEqual } from '../crypto/secrets.ts';
import { AuthError } from '../errors.ts';

export type ChallengeMethod = 's256' | 'plain';
export type FlowMethod = 'email/signup' | 'recovery' | 'magiclink' | 'email_change' | 'invite';

export interface PkceParams {
  challenge: string;
  method: ChallengeMethod;
}

export async function createFlowState(q: Queryable, userId: string, pkce: PkceParams, method: FlowMethod): Promise<void> {
  await q.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type, authentication_method)
     values ($1, $2, $3, $4, $5, 'email', $6)`,
    [randomUUID(), userId, randomUUID(), pkce.method, pkce.challenge, method],
  );
}

export interface FlowStateRow {
  id: string;
  user_id: string | null;
  auth_code: string;
  code_challenge_method: ChallengeMethod;
  code_challenge: string;
  authentication_method: FlowMethod;
  created_at: Date;
  auth_code_issued_at: Date | null;
}

/** Marks the user's newest flow state of a method as clicked and returns its auth code. */
export async function issueAuthCode(q: Queryable, userId: string, method: FlowMethod): Promise<string | undefined> {
  const { rows } = await q.query<{ auth_code: string }>(
    `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
     where id = (select id from auth.flow_state where user_id = $1 and authentication_method = $2 order by created_at desc limit 1)
     returning auth_code`,
    [userId, method],
  );
  return rows[0]?.auth_code;
}

/** Find and check a flow state for the PKCE grant; deleted once exchanged. */
export async function consumeFlowState(q: Queryable, authCode: string, verifier: string, lifetimeSeconds: number): Promise<FlowStateRow> {
  const { rows } = await q.query<FlowStateRow>('select * from auth.flow_state where auth_code = $1 for update', [authCode]);
  const flow = rows[0];
  if (!flow || !flow.user_id) throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  // Counted from the click when there was one: a mail may be opened long after it was sent.
  const start = flow.auth_code_issued_at ?? flow.created_at;
  if (Date.now() - start.getTime() > lifetimeSeconds * 1000) {
    throw new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
  }
  const expected = flow.code_challenge_method === 's256' ? s256(verifier) : verifier;
  if (!safeEqual(expected, flow.code_challenge)) {
    throw new AuthError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
  }
  await q.query('delete from auth.flow_state where id = $1', [flow.id]);
  return flow;
}
