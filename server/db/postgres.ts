import pg from 'pg';
import type { Database } from './database.ts';
import { createListenerRegistry, PENDING_NOTES_SQL } from './notifications.ts';
import { createPgListener } from './pgListener.ts';

/** A PostgreSQL server through a `pg` connection pool. */
export async function openPostgres(url: string, poolMax: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolMax });
  // A dropped connection (server restart, terminated backend) must not crash the process.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  // A backend can also die while its client is checked out and between queries; pg reports that as
  // an 'error' event on the client, which would crash the process if nobody listened. The pool
  // drops such a client when it is released (it is no longer queryable).
  pool.on('connect', (client) => {
    client.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
  });
  await pool.query('select 1');
  const registry = createListenerRegistry();
  const listener = createPgListener(url, registry);
  const safe = new URL(url);
  safe.password = '';
  return {
    kind: 'postgres',
    description: `PostgreSQL at ${safe.host}${safe.pathname}`,
    query: async (sql, params, prepare) => {
      const result = await pool.query({ text: sql, values: params as unknown[], name: prepare });
      return { rows: result.rows, rowCount: result.rowCount ?? 0 };
    },
    transaction: async (work, options) => {
      const client = await pool.connect();
      // A connection lost while checked out (terminated backend, server restart) is reported as an
      // 'error' event; unheard, it would crash the process. Such a client is destroyed, not reused.
      let broken: Error | undefined;
      const onError = (error: Error) => {
        broken = error;
      };
      client.on('error', onError);
      try {
        await client.query(options?.readOnly ? 'begin read only' : 'begin');
        const result = await work({
          query: async (sql, params, prepare) => {
            const r = await client.query({ text: sql, values: params as unknown[], name: prepare });
            return { rows: r.rows, rowCount: r.rowCount ?? 0 };
          },
        });
        const notes = options?.readOnly ? undefined : await client.query<{ notes: string | null }>(PENDING_NOTES_SQL);
        await client.query('commit');
        registry.deliverNotes(notes?.rows[0]?.notes);
        return result;
      } catch (error) {
        try {
          await client.query('rollback');
        } catch (rollbackError) {
          broken ??= rollbackError as Error;
        }
        throw error;
      } finally {
        client.off('error', onError);
        client.release(broken);
      }
    },
    listen: async (channel, changeListener) => {
      const remove = registry.add(channel, changeListener);
      await listener.ensure().catch((error: Error) => console.error('PostgreSQL LISTEN failed, retrying:', error.message));
      if (listener.live()) changeListener.reset(true);
      return remove;
    },
    exec: async (sql) => void (await pool.query(sql)),
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}
