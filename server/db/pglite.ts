import { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Database, Queryable } from './database.ts';

/**
 * Embedded PostgreSQL (WASM) stored in DATA_DIR/pgdata. PGlite runs one statement at a time, so
 * transactions are serialised here: a query outside a transaction waits for it to finish.
 */
export async function openPglite(dataDir: string): Promise<Database> {
  const dir = path.join(dataDir, 'pgdata');
  mkdirSync(dir, { recursive: true });
  const db = await PGlite.create(dir);
  let queue: Promise<unknown> = Promise.resolve();
  const serialise = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  };
  const query: Queryable['query'] = async (sql, params) => {
    const result = await db.query(sql, params);
    return { rows: result.rows as never[], rowCount: result.affectedRows ?? result.rows.length };
  };
  return {
    kind: 'pglite',
    description: `embedded PGlite at ${dir}`,
    query: (sql, params) => serialise(() => query(sql, params)),
    transaction: (work) =>
      serialise(() =>
        db.transaction(async (tx) =>
          work({
            query: async (sql, params) => {
              const result = await tx.query(sql, params);
              return { rows: result.rows as never[], rowCount: result.affectedRows ?? result.rows.length };
            },
          }),
        ),
      ),
    exec: (sql) => serialise(async () => void (await db.exec(sql))),
    close: () => serialise(() => db.close()),
  };
}
