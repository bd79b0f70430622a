import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import type { Database, Queryable } from './database.ts';
import { lockDataDirectory } from './dataDirLock.ts';
import { NoDatabaseError } from './errors.ts';
import { createListenerRegistry, PENDING_NOTES_SQL } from './notifications.ts';
import { createPgliteBatch } from './pgliteBatch.ts';

/**
 * PGlite checks a boolean parameter in JavaScript and throws a bare Error for text it does not know ("-1",
 * "yes!"), where PostgreSQL answers SQLSTATE 22P02 like for every other type. Text goes to PostgreSQL as text, so
 * both databases refuse bad input with the same code (a 400 from the data API, not a 500).
 */
const serializers = { [types.BOOL]: (value: unknown) => (typeof value === 'boolean' ? (value ? 't' : 'f') : String(value)) };

/**
 * Embedded PostgreSQL (WASM) stored in DATA_DIR/pgdata, opened by one process at a time (DatabaseInUseError
 * otherwise, decision 2509); created there unless `existing` (NoDatabaseError then). PGlite runs one statement at a time, so transactions are serialised here: a query
 * outside a transaction waits for it to finish.
 */
export async function openPglite(dataDir: string, { existing = false } = {}): Promise<Database> {
  const dir = path.join(dataDir, 'pgdata');
  if (existing && !existsSync(dir)) throw new NoDatabaseError(dir);
  mkdirSync(dir, { recursive: true });
  const unlock = lockDataDirectory(dir);
  let db: PGlite;
  try {
    // Checked under the lock: a database being created by another process is "in use", not missing.
    if (existing && !existsSync(path.join(dir, 'PG_VERSION'))) throw new NoDatabaseError(dir);
    db = await PGlite.create(dir, { serializers });
  } catch (error) {
    unlock();
    throw error;
  }
  let queue: Promise<unknown> = Promise.resolve();
  const serialise = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  };
  const registry = createListenerRegistry();
  const runBatch = createPgliteBatch(db);
  const listening = new Set<string>();
  const query: Queryable['query'] = async (sql, params) => {
    const result = await db.query(sql, params);
    return { rows: result.rows as never[], rowCount: result.affectedRows ?? result.rows.length };
  };
  return {
    kind: 'pglite',
    description: `embedded PGlite at ${dir}`,
    query: (sql, params) => serialise(() => query(sql, params)),
    transaction: (work, options) =>
      serialise(async () => {
        let notes: unknown;
        const result = await db.transaction(async (tx) => {
          if (options?.readOnly) await tx.exec('set transaction read only');
          const value = await work({
            query: async (sql, params) => {
              const r = await tx.query(sql, params);
              return { rows: r.rows as never[], rowCount: r.affectedRows ?? r.rows.length };
            },
          });
          if (!options?.readOnly) notes = (await tx.query<{ notes: string | null }>(PENDING_NOTES_SQL)).rows[0]?.notes;
          return value;
        });
        registry.deliverNotes(notes);
        return result;
      }),
    batch: (statements, options) =>
      serialise(async () => {
        const { results, notes } = await runBatch(statements, options);
        registry.deliverNotes(notes);
        return results;
      }),
    // One engine in this process: LISTEN cannot be lost, so listeners are live from the start.
    listen: (channel, listener) =>
      serialise(async () => {
        const remove = registry.add(channel, listener);
        if (!listening.has(channel)) {
          listening.add(channel);
          await db.listen(channel, (payload) => registry.deliver(channel, payload));
        }
        listener.reset(true);
        return remove;
      }),
    exec: (sql) => serialise(async () => (await db.exec(sql)).flatMap((result) => result.rows as Record<string, unknown>[])),
    close: () =>
      serialise(async () => {
        await db.close();
        unlock();
      }),
  };
}
