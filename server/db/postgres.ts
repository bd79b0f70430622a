import pg from 'pg';
import type { BatchStatement, Database, QueryResult } from './database.ts';
import { createListenerRegistry, PENDING_NOTES_SQL } from './notifications.ts';
import { createPgListener } from './pgListener.ts';

const resultOf = <Row>(result: pg.QueryResult): QueryResult<Row> => ({ rows: result.rows as Row[], rowCount: result.rowCount ?? 0 });

type Work<T> = (client: pg.PoolClient, markBroken: (error: Error) => void) => Promise<T>;

const send = (client: pg.PoolClient, text: string, values?: unknown[], name?: string) => client.query({ text, values, name });

/** A pool that survives dropped connections. */
async function openPool(url: string, poolMax: number): Promise<pg.Pool> {
  // Pipelined clients write a query as soon as it is issued instead of after the previous answer:
  // queries awaited one by one behave as before, and a batch costs one round trip.
  const pool = new pg.Pool({ connectionString: url, max: poolMax, pipeline: true });
  // A dropped connection (server restart, terminated backend) must not crash the process.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  // A backend can also die while its client is checked out and between queries; pg reports that as
  // an 'error' event on the client, which would crash the process if nobody listened. The pool
  // drops such a client when it is released (it is no longer queryable).
  pool.on('connect', (client) => {
    client.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
  });
  await pool.query('select 1');
  return pool;
}

/**
 * `work` on a checked-out client. A connection lost meanwhile (terminated backend, server restart)
 * is reported as an 'error' event; unheard, it would crash the process. Such a client, or one
 * `work` marks broken, is destroyed, not reused.
 */
async function withClient<T>(pool: pg.Pool, work: Work<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const markBroken = (error: Error) => void (broken ??= error);
  client.on('error', markBroken);
  try {
    return await work(client, markBroken);
  } finally {
    client.off('error', markBroken);
    client.release(broken);
  }
}

/** `statements` in one transaction written as a whole (Database.batch); resolves to their results and the pending notes. */
async function sendBatch(client: pg.PoolClient, statements: BatchStatement[], readOnly: boolean): Promise<{ results: QueryResult[]; notes?: string | null }> {
  // pg corks the socket around each query it writes; corked around all of them, the batch
  // leaves in one write instead of one per query (a system call each).
  const socket = (client as unknown as pg.Client).connection.stream;
  socket.cork();
  // Every query carries its own Sync: after a failed one, the rest fail as "transaction
  // aborted" and the commit rolls back, so the connection goes back to the pool idle.
  let sent;
  try {
    sent = [
      client.query(readOnly ? 'begin read only' : 'begin'),
      ...statements.map((statement) => send(client, statement.text, statement.values, statement.prepare)),
      ...(readOnly ? [] : [client.query<{ notes: string | null }>(PENDING_NOTES_SQL)]),
      client.query('commit'),
    ];
  } finally {
    socket.uncork();
  }
  const settled = await Promise.allSettled(sent);
  const failed = settled.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  const results = settled.map((outcome) => (outcome as PromiseFulfilledResult<pg.QueryResult>).value);
  return {
    results: results.slice(1, 1 + statements.length).map((result) => resultOf(result)),
    notes: readOnly ? undefined : results.at(-2)?.rows[0]?.notes,
  };
}

/** A PostgreSQL server through a `pg` connection pool. */
export async function openPostgres(url: string, poolMax: number): Promise<Database> {
  const pool = await openPool(url, poolMax);
  const registry = createListenerRegistry();
  const listener = createPgListener(url, registry);
  const safe = new URL(url);
  safe.password = '';

  return {
    kind: 'postgres',
    description: `PostgreSQL at ${safe.host}${safe.pathname}`,
    query: async (sql, params, prepare) => resultOf(await pool.query({ text: sql, values: params, name: prepare })),
    transaction: (work, options) =>
      withClient(pool, async (client, markBroken) => {
        try {
          await client.query(options?.readOnly ? 'begin read only' : 'begin');
          const result = await work({ query: async (sql, params, prepare) => resultOf(await send(client, sql, params, prepare)) });
          const notes = options?.readOnly ? undefined : await client.query<{ notes: string | null }>(PENDING_NOTES_SQL);
          await client.query('commit');
          registry.deliverNotes(notes?.rows[0]?.notes);
          return result;
        } catch (error) {
          await client.query('rollback').catch(markBroken);
          throw error;
        }
      }),
    batch: (statements, options) =>
      withClient(pool, async (client) => {
        const readOnly = options?.readOnly === true;
        const { results, notes } = await sendBatch(client, statements, readOnly);
        if (!readOnly) registry.deliverNotes(notes);
        return results;
      }),
    listen: async (channel, changeListener) => {
      const remove = registry.add(channel, changeListener);
      await listener.ensure().catch((error: Error) => console.error('PostgreSQL LISTEN failed, retrying:', error.message));
      if (listener.live()) changeListener.reset(true);
      return remove;
    },
    exec: async (sql) => {
      // A script of several statements answers one result per statement.
      const results = (await pool.query(sql)) as pg.QueryResult | pg.QueryResult[];
      return (Array.isArray(results) ? results : [results]).flatMap((result) => result.rows ?? []);
    },
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}
