import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { normaliseCode } from '../../../shared/premiumCode.ts';
import type { Queryable } from '../../db/database.ts';
import { signedInUser } from '../caller.ts';
import type { EdgeFunction, FunctionContext } from '../edgeFunction.ts';
import { FunctionError } from '../errors.ts';
import { jsonBody, jsonRequest } from '../jsonBody.ts';
import { transactionAs } from '../transactionAs.ts';

const BODY = jsonBody(1024, 'This request is too large: send the code alone.');
const REQUEST = z.object({ code: z.string().max(100) });

// The refusals' sentences are the contract's (docs/premium.md#codes); the page says them in its own language by `error`.
const notValid = () => new FunctionError(404, 'invalid_code', 'This code is not valid');
const used = () => new FunctionError(409, 'code_used', 'This code has already been used');
const expired = () => new FunctionError(410, 'code_expired', 'This code has expired');
const tooMany = () => new FunctionError(429, 'over_request_rate_limit', 'Too many tries to redeem a code: wait a few minutes and try again.');

interface CodeRow {
  id: string;
  months: number;
  max_uses: number;
  expires_at: Date | string | null;
}

/** Every try counts, once against the member and once against their address, before the code is looked at (decision 2651). */
async function countTry(context: FunctionContext, request: FastifyRequest, userId: string): Promise<void> {
  const overUser = await context.limiter.hit('redeemCode', `redeem_code:user:${userId}`);
  const overAddress = await context.limiter.hit('redeemCode', `redeem_code:ip:${request.ip}`);
  if (overUser || overAddress) throw tooMany();
}

/**
 * The redemption, inside one transaction. The code's row is locked first, and what it has given is counted after
 * the lock, in a statement of its own: under READ COMMITTED a later statement sees the redemption of whoever held
 * the lock before, so two members racing for a last use cannot both have it.
 */
async function redeem(tx: Queryable, code: string, userId: string, now: Date): Promise<Date> {
  const { rows } = await tx.query<CodeRow>('select id, months, max_uses, expires_at from public.premium_codes where code = $1 for update', [code]);
  const row = rows[0];
  if (!row) throw notValid();
  const { rows: uses } = await tx.query<{ uses: number; mine: boolean }>(
    'select count(*)::int as uses, coalesce(bool_or(user_id = $2), false) as mine from public.premium_code_redemptions where code_id = $1',
    [row.id, userId],
  );
  const { uses: count = 0, mine = false } = uses[0] ?? {};
  if (mine || count >= row.max_uses) throw used();
  if (row.expires_at !== null && new Date(row.expires_at) <= now) throw expired();
  await tx.query('insert into public.premium_code_redemptions (code_id, user_id, redeemed_at) values ($1, $2, $3)', [row.id, userId, now.toISOString()]);
  // From the later of now and the end of what the member holds already (any source), one row per redemption.
  const { rows: granted } = await tx.query<{ valid_until: Date | string }>(
    `insert into public.entitlements (user_id, source, valid_until, code_id)
     select $1, 'code', greatest($2::timestamptz, max(valid_until)) + make_interval(months => $3), $4
       from public.entitlements where user_id = $1 and valid_until > $2::timestamptz
     returning valid_until`,
    [userId, now.toISOString(), row.months, row.id],
  );
  return new Date(granted[0]?.valid_until as string);
}

/** POST /functions/v1/redeem-code: a signed-in member's gift code, `{ code }` → `{ validUntil }` (docs/premium.md#codes). */
export function redeemCode(context: FunctionContext): EdgeFunction {
  return {
    name: 'redeem-code',
    method: 'POST',
    body: BODY,
    async handle(request) {
      const claims = await signedInUser(context, request);
      const userId = claims.sub as string;
      await countTry(context, request, userId);
      const code = normaliseCode(jsonRequest(request.body, REQUEST, 'Send the code as text: { "code": "XXXX-XXXX-XXXX-XXXX" }.').code);
      if (!code) throw notValid();
      const validUntil = await transactionAs(context.db, claims, (tx) => redeem(tx, code, userId, new Date(context.now())));
      return { validUntil: validUntil.toISOString() };
    },
  };
}
