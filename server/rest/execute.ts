import type { Database } from '../db/database.ts';
import type { Caller } from './roles.ts';
import type { Statement, StatementResult } from './sql/statements.ts';

/**
 * The request's context, set for its transaction only, in one statement (PostgREST's pre-request
 * settings): the role, the JWT claims auth.uid() and friends read, the method and path.
 */
const SETTINGS_SQL =
  "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.method', $3, true), set_config('request.path', $4, true)";

/** Claims objects repeat (the verifier hands back one frozen object per token): their JSON is kept. */
const claimsJson = new WeakMap<object, string>();
function jsonOf(claims: object): string {
  let json = claimsJson.get(claims);
  if (json === undefined) {
    json = JSON.stringify(claims);
    claimsJson.set(claims, json);
  }
  return json;
}

/** PostgreSQL plans a named statement once per connection; request shapes repeat, so most are named, up to a bound. */
const MAX_PREPARED = 256;
const prepared = new Map<string, string>();

function preparedName(text: string): string | undefined {
  const known = prepared.get(text);
  if (known !== undefined || prepared.size >= MAX_PREPARED) return known;
  const name = `rest_${prepared.size}`;
  prepared.set(text, name);
  return name;
}

export interface Execution {
  caller: Caller;
  method: string;
  path: string;
  readOnly: boolean;
  statement: Statement;
  /** Throws to refuse the result, which rolls the transaction back (a singular write touching ≠ 1 row). */
  check?: (result: StatementResult) => void;
}

/**
 * One transaction (read only for GET and HEAD): the settings, then the statement, then commit, or
 * rollback on any error. Without a check it is one batch, sent at once; a check must see the result
 * before the commit is sent.
 */
export async function execute(db: Database, execution: Execution): Promise<StatementResult> {
  const settings = {
    text: SETTINGS_SQL,
    values: [execution.caller.role, jsonOf(execution.caller.claims), execution.method, execution.path],
    prepare: 'rest_settings',
  };
  const statement = { ...execution.statement, prepare: preparedName(execution.statement.text) };
  const { check, readOnly } = execution;
  if (!check) {
    const [, result] = await db.batch([settings, statement], { readOnly });
    return result?.rows[0] as unknown as StatementResult;
  }
  return db.transaction(
    async (tx) => {
      await tx.query(settings.text, settings.values, settings.prepare);
      const { rows } = await tx.query<StatementResult>(statement.text, statement.values, statement.prepare);
      const result = rows[0] as StatementResult;
      check(result);
      return result;
    },
    { readOnly },
  );
}
