import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { formatCode } from '../../../shared/premiumCode.ts';
import type { Queryable } from '../../db/database.ts';
import { signedInEditor } from '../caller.ts';
import type { EdgeFunction, FunctionContext } from '../edgeFunction.ts';
import { FunctionError } from '../errors.ts';
import { jsonBody, jsonRequest } from '../jsonBody.ts';
import { newCode } from './codeGenerator.ts';
import { isAhead, instant } from './instant.ts';

const BODY = jsonBody(4096, 'This request is too large.');
const whole = (min: number, max: number) => z.number().int().min(min).max(max);
const REQUEST = z.object({
  count: whole(1, 1000),
  months: whole(1, 120),
  maxUses: whole(1, 100_000),
  expiresAt: instant.nullable(),
  note: z
    .string()
    .max(200)
    .optional()
    .transform((note) => note?.trim() || null),
});

const INVALID: Record<string, string> = {
  count: 'count must be a whole number from 1 to 1000.',
  months: 'months must be a whole number from 1 to 120.',
  maxUses: 'maxUses must be a whole number from 1 to 100000.',
  expiresAt: 'expiresAt must be a date (YYYY-MM-DD) or an ISO 8601 date-time, or null for codes that never expire.',
  note: 'note must be text of at most 200 characters.',
};
const invalid = (field: string) => INVALID[field] ?? 'Send { count, months, maxUses, expiresAt, note? } as JSON.';

type Batch = Omit<z.infer<typeof REQUEST>, 'count'> & { batchId: string; createdBy: string };

/** Stores `count` new codes of one batch; a code already taken (two in 2⁸⁰: never, in practice) is drawn again. */
async function storeCodes(db: Queryable, count: number, batch: Batch): Promise<string[]> {
  const stored: string[] = [];
  while (stored.length < count) {
    const candidates = Array.from({ length: count - stored.length }, newCode);
    const { rows } = await db.query<{ code: string }>(
      `insert into public.premium_codes (code, batch_id, months, max_uses, expires_at, note, created_by)
       select code, $2, $3, $4, $5, $6, $7 from unnest($1::text[]) as code
       on conflict (code) do nothing
       returning code`,
      [candidates, batch.batchId, batch.months, batch.maxUses, batch.expiresAt?.toISOString() ?? null, batch.note, batch.createdBy],
    );
    stored.push(...rows.map((row) => row.code));
  }
  return stored;
}

/** POST /functions/v1/premium-codes: an editor's batch of gift codes → 201 `{ batchId, codes }` (docs/premium.md#codes). */
export function premiumCodes(context: FunctionContext): EdgeFunction {
  return {
    name: 'premium-codes',
    method: 'POST',
    body: BODY,
    async handle(request, reply) {
      const claims = await signedInEditor(context, request);
      const { count, ...rest } = jsonRequest(request.body, REQUEST, invalid);
      if (rest.expiresAt && !isAhead(rest.expiresAt, context.now())) {
        throw new FunctionError(400, 'invalid_request', 'expiresAt must be in the future, and within a hundred years.');
      }
      const batchId = randomUUID();
      const codes = await context.db.transaction((tx) => storeCodes(tx, count, { ...rest, batchId, createdBy: claims.sub as string }));
      return reply.code(201).send({ batchId, codes: codes.map(formatCode) });
    },
  };
}
