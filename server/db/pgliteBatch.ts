import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import type { BatchStatement, QueryResult } from './database.ts';
import { PENDING_NOTES_SQL } from './notifications.ts';

const { serialize } = protocol;

const BEGIN: BatchStatement = { text: 'begin', values: [], prepare: 'batch_begin' };
const BEGIN_READ_ONLY: BatchStatement = { text: 'begin read only', values: [], prepare: 'batch_begin_read_only' };
const NOTES: BatchStatement = { text: PENDING_NOTES_SQL, values: [], prepare: 'batch_notes' };
const COMMIT: BatchStatement = { text: 'commit', values: [], prepare: 'batch_commit' };

function concat(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
}

/**
 * `Database.batch` for PGlite: the whole transaction (begin, the statements, the notes, commit) as
 * one extended-protocol message ending in a single Sync, so one call into the engine instead of
 * some twenty (PGlite's `query` parses, describes, binds, executes and syncs each statement in
 * separate calls). A named statement is parsed and described once per engine, as PostgreSQL
 * prepares it once per connection; its values go through PGlite's serializers for the parameter
 * types it reported, as `query` does. The caller serialises access to the engine.
 */
export function createPgliteBatch(db: PGlite) {
  /** Parameter types of each statement parsed under a name. */
  const prepared = new Map<string, number[]>();

  const parameterTypes = async (statement: BatchStatement): Promise<number[]> => {
    const known = statement.prepare === undefined ? undefined : prepared.get(statement.prepare);
    if (known) return known;
    const name = statement.prepare ?? '';
    const messages = await db.execProtocolStream(
      concat([serialize.parse({ name, text: statement.text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const types = parse.parseDescribeStatementResults(messages);
    if (statement.prepare !== undefined) prepared.set(statement.prepare, types);
    return types;
  };

  const messagesFor = async (statement: BatchStatement): Promise<Uint8Array[]> => {
    const types = await parameterTypes(statement);
    const values = statement.values.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = db.serializers[types[index] as number];
      return serializer ? serializer(value) : String(value);
    });
    return [
      ...(statement.prepare === undefined ? [serialize.parse({ text: statement.text, types })] : []),
      serialize.bind({ statement: statement.prepare ?? '', values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
    ];
  };

  return (statements: BatchStatement[], options?: { readOnly?: boolean }): Promise<{ results: QueryResult[]; notes: unknown }> =>
    db.runExclusive(async () => {
      const readOnly = options?.readOnly === true;
      const all = [readOnly ? BEGIN_READ_ONLY : BEGIN, ...statements, ...(readOnly ? [] : [NOTES]), COMMIT];
      const parts: Uint8Array[] = [];
      for (const statement of all) parts.push(...(await messagesFor(statement)));
      parts.push(serialize.sync());
      let messages;
      try {
        messages = await db.execProtocolStream(concat(parts), { syncToFs: false });
      } catch (error) {
        // After an error the engine skipped to the Sync: the transaction is aborted, not ended.
        await db.execProtocolStream(serialize.query('rollback'), { syncToFs: false });
        throw error;
      }
      if (!readOnly) await db.syncToFs();
      const results = parse.parseResults(messages, db.parsers);
      return {
        results: results.slice(1, 1 + statements.length).map((result) => ({ rows: result.rows as never[], rowCount: (result as { rowCount?: number }).rowCount ?? result.rows.length })),
        notes: readOnly ? undefined : (results.at(-2)?.rows[0] as { notes?: unknown } | undefined)?.notes,
      };
    });
}
