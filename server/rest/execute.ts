import type { Database } from '../db/database.ts';
import { requestSettings } from '../db/requestSettings.ts';
import type { Caller } from '../http/caller.ts';
import type { Statement, StatementResult } from './sql/statements.ts';

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
  const settings = requestSettings(execution.caller, execution.method, execution.path);
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
