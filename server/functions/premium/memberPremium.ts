import { z } from 'zod';
import type { Queryable } from '../../db/database.ts';
import { signedInEditor } from '../caller.ts';
import type { EdgeFunction, FunctionContext } from '../edgeFunction.ts';
import { FunctionError } from '../errors.ts';
import { jsonBody, jsonRequest } from '../jsonBody.ts';
import { transactionAs } from '../transactionAs.ts';
import { entitledUntil } from './entitlement.ts';
import { isAhead, instant } from './instant.ts';
import { endGrants, grantUntil, memberById, premiumRecords, searchMembers } from './memberRecords.ts';

const BODY = jsonBody(4096, 'This request is too large.');
const userId = z.uuid();
const REQUEST = z.discriminatedUnion('action', [
  z.object({ action: z.literal('search'), query: z.string().trim().min(1).max(200) }),
  z.object({ action: z.literal('get'), userId }),
  z.object({ action: z.literal('grant'), userId, until: instant }),
  z.object({ action: z.literal('end'), userId }),
]);
const INVALID: Record<string, string> = {
  query: 'Search with a part of an email address (1 to 200 characters).',
  userId: 'Name the member by their id (a UUID).',
  until: 'until must be a date (YYYY-MM-DD) or an ISO 8601 date-time.',
};
const invalid = (field: string) => INVALID[field] ?? 'Send one action: search (with query), get, grant (with userId and until) or end (with userId).';

const notFound = () => new FunctionError(404, 'member_not_found', 'There is no member with this id.');

/** The member's page in the studio: who they are, until when they hold Premium, their rows and their history. */
async function memberView(db: Queryable, id: string, now: number) {
  const member = await memberById(db, id);
  if (!member) throw notFound();
  const until = await entitledUntil(db, id, now);
  return { member, entitledUntil: until?.toISOString() ?? null, ...(await premiumRecords(db, id)) };
}

/**
 * POST /functions/v1/member-premium: an editor finds a member and gives or ends Premium by hand (docs/premium.md#studio).
 * A grant or an end is written with the editor's claims, so the member's history says who did it; both answer the
 * member's view as `get` does.
 */
export function memberPremium(context: FunctionContext): EdgeFunction {
  return {
    name: 'member-premium',
    method: 'POST',
    body: BODY,
    async handle(request) {
      const claims = await signedInEditor(context, request);
      const action = jsonRequest(request.body, REQUEST, invalid);
      const now = context.now();
      // A write as the editor, on a member who exists, answered with the member's view after it.
      const writeAs = (id: string, write: (tx: Queryable) => Promise<void>) =>
        transactionAs(context.db, claims, async (tx) => {
          if (!(await memberById(tx, id))) throw notFound();
          await write(tx);
          return memberView(tx, id, now);
        });
      switch (action.action) {
        case 'search':
          return { members: await searchMembers(context.db, action.query, now) };
        case 'get':
          return memberView(context.db, action.userId, now);
        case 'grant':
          if (!isAhead(action.until, now)) throw new FunctionError(400, 'invalid_request', 'until must be in the future, and within a hundred years.');
          return writeAs(action.userId, (tx) => grantUntil(tx, action.userId, action.until, now));
        case 'end':
          return writeAs(action.userId, (tx) => endGrants(tx, action.userId, now));
      }
    },
  };
}
