import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POSTGRES_BASE_URL, scratchDatabase, type ScratchDatabase } from '../../tests/support/databases.ts';
import type { BatchStatement, Database } from './database.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

const backends: ('pglite' | 'postgres')[] = POSTGRES_BASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** The data API's settings, as execute.ts sends them, with a built-in role both databases have. */
const SETTINGS: BatchStatement = {
  text: "select set_config('role', $1, true), set_config('request.method', $2, true)",
  values: ['pg_monitor', 'POST'],
  prepare: 'test_settings',
};
const insert = (id: number, prepare?: string): BatchStatement => ({ text: 'insert into items (id) values ($1) returning id', values: [id], prepare });
const CONTEXT = "select current_user as role, current_setting('request.method', true) as method";

describe.each(backends)('Database.batch (%s)', (backend) => {
  let db: Database;
  let scratch: ScratchDatabase | undefined;
  let dir: string | undefined;

  beforeAll(async () => {
    if (backend === 'postgres') {
      scratch = await scratchDatabase('batch');
      // One connection: whatever a batch left behind, the next query would see.
      db = await openPostgres(scratch.url, 1);
    } else {
      dir = mkdtempSync(path.join(tmpdir(), 'stillwater-batch-'));
      db = await openPglite(dir);
    }
  });
  afterAll(async () => {
    await db.close();
    await scratch?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await db.exec('drop table if exists items; create table items (id int primary key, done boolean); grant all on items to pg_monitor');
  });

  const ids = async () => (await db.query<{ id: number }>('select id from items order by id')).rows.map((row) => row.id);

  it('runs the statements in order in one transaction, as the role the settings set, and commits', async () => {
    const results = await db.batch([SETTINGS, insert(1, 'test_insert'), insert(2), { text: CONTEXT, values: [] }]);
    expect(results).toHaveLength(4);
    expect(results.slice(1).map((result) => result.rows)).toEqual([
      [{ id: 1 }],
      [{ id: 2 }],
      [{ role: 'pg_monitor', method: 'POST' }],
    ]);
    expect(results[1]?.rowCount).toBe(1);
    expect(await ids()).toEqual([1, 2]);
  });

  it('a failing statement rolls the whole batch back and leaves no settings behind on the connection', async () => {
    await expect(db.batch([SETTINGS, insert(1), insert(1)])).rejects.toMatchObject({ code: '23505' });
    expect(await ids()).toEqual([]);
    const context = (await db.query<{ role: string; method: string | null }>(CONTEXT)).rows[0];
    expect(context?.role).toBe('postgres');
    expect(context?.method || undefined).toBeUndefined();
    // The connection is out of the failed transaction: it writes again.
    await db.batch([insert(3)]);
    expect(await ids()).toEqual([3]);
  });

  it('a read-only batch refuses a write and writes nothing', async () => {
    await expect(db.batch([SETTINGS, insert(1)], { readOnly: true })).rejects.toMatchObject({ code: '25006' });
    expect(await ids()).toEqual([]);
    expect((await db.query(CONTEXT)).rows[0]).toMatchObject({ role: 'postgres' });
  });

  it('a prepared statement runs again with other values, and values are read as its parameter types', async () => {
    const update = (done: unknown): BatchStatement => ({ text: 'update items set done = $1 where id = $2', values: [done, 1], prepare: 'test_update' });
    await db.batch([insert(1, 'test_insert'), update(true)]);
    await db.batch([insert(2, 'test_insert'), update('f')]);
    expect((await db.query('select id, done from items order by id')).rows).toEqual([
      { id: 1, done: false },
      { id: 2, done: null },
    ]);
    await expect(db.batch([update('yes!')])).rejects.toMatchObject({ code: '22P02' });
    // Two unnamed statements with different parameter types in one batch.
    const [text, number] = await db.batch([
      { text: 'select $1::text as value', values: ['a'] },
      { text: 'select $1::int + 1 as value', values: [41] },
    ]);
    expect([text?.rows, number?.rows]).toEqual([[{ value: 'a' }], [{ value: 42 }]]);
  });

  it("delivers a write's own notes at commit, and none for a failed batch", async () => {
    const notify = vi.fn();
    const remove = await db.listen('test_channel', { notify, reset: () => undefined });
    const note: BatchStatement = { text: "select set_config('stillwater.notifications', 'test_channel ' || $1, true)", values: ['hello'] };
    await db.batch([note]);
    expect(notify).toHaveBeenCalledWith('hello');
    notify.mockClear();
    await expect(db.batch([note, insert(1), insert(1)])).rejects.toMatchObject({ code: '23505' });
    expect(notify).not.toHaveBeenCalled();
    remove();
  });
});
