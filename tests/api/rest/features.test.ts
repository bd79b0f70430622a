import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../support/databases.ts';
import type { Member } from '../support/members.ts';
import { fixtureServer } from '../support/restFixture.ts';
import type { TestServer } from '../support/server.ts';

describe.each(backends)('data API: the subset of data-api.md (%s)', (backend) => {
  let server: TestServer;
  let member: Member;
  const names = (rows: { name: string }[] | null) => rows?.map((row) => row.name);

  beforeAll(async () => {
    ({ server, member } = await fixtureServer(backend));
  });

  afterAll(async () => {
    await server?.close();
  });

  describe('GET', () => {
    it('selects all columns, a list, and aliases', async () => {
      const all = await member.client.from('fixture_items').select().eq('id', 1).single();
      expect(Object.keys(all.data as object)).toEqual(['id', 'name', 'score', 'tag', 'active', 'created_at']);
      const some = await member.client.from('fixture_items').select('id,label:name').lte('id', 2).order('id');
      expect(some.data).toEqual([
        { id: 1, label: 'alpha' },
        { id: 2, label: 'beta' },
      ]);
    });

    it('filters with eq neq gt gte lt lte like ilike in is and not', async () => {
      const q = () => member.client.from('fixture_items').select('name').order('id');
      expect(names((await q().eq('tag', 'a')).data)).toEqual(['alpha', 'delta']);
      expect(names((await q().neq('tag', 'a')).data)).toEqual(['gamma', 'Epsilon']);
      expect(names((await q().gt('score', 20)).data)).toEqual(['delta', 'Epsilon']);
      expect(names((await q().gte('score', 20)).data)).toEqual(['beta', 'delta', 'Epsilon']);
      expect(names((await q().lt('score', 20)).data)).toEqual(['alpha']);
      expect(names((await q().lte('score', 20)).data)).toEqual(['alpha', 'beta']);
      expect(names((await q().like('name', '*lta')).data)).toEqual(['delta']);
      expect(names((await q().like('name', 'e%')).data)).toEqual([]);
      expect(names((await q().ilike('name', 'e*')).data)).toEqual(['Epsilon']);
      expect(names((await q().in('id', [1, 3, 5])).data)).toEqual(['alpha', 'gamma', 'Epsilon']);
      expect(names((await q().in('name', ['beta', 'a,b', 'x"y'])).data)).toEqual(['beta']);
      expect(names((await q().is('score', null)).data)).toEqual(['gamma']);
      expect(names((await q().is('active', true)).data)).toEqual(['alpha', 'delta']);
      // NOT IN is unknown for a null tag, so beta (tag null) is not among them, as in SQL.
      expect(names((await q().not('score', 'is', null).not('tag', 'in', '(c)')).data)).toEqual(['alpha', 'delta']);
    });

    it('combines filters with or=(…), nested and/or and not', async () => {
      const q = () => member.client.from('fixture_items').select('name').order('id');
      expect(names((await q().or('score.gt.40,tag.is.null')).data)).toEqual(['beta', 'Epsilon']);
      expect(names((await q().or('and(tag.eq.a,score.gt.10),name.eq."gamma"')).data)).toEqual(['gamma', 'delta']);
      expect(names((await q().or('not.and(id.gt.1,id.lt.5)')).data)).toEqual(['alpha', 'Epsilon']);
    });

    it('orders by several columns with nulls first or last', async () => {
      const last = await member.client.from('fixture_items').select('name').order('score', { ascending: false, nullsFirst: false });
      expect(names(last.data)).toEqual(['Epsilon', 'delta', 'beta', 'alpha', 'gamma']);
      const first = await member.client.from('fixture_items').select('name').order('tag', { nullsFirst: true }).order('id', { ascending: false });
      expect(names(first.data)).toEqual(['beta', 'delta', 'alpha', 'gamma', 'Epsilon']);
    });

    it('pages with limit/offset (range()) and the Range header', async () => {
      const page = await member.client.from('fixture_items').select('id').order('id').range(1, 2);
      expect(page.data).toEqual([{ id: 2 }, { id: 3 }]);
      const limited = await member.client.from('fixture_items').select('id').order('id').limit(1);
      expect(limited.data).toEqual([{ id: 1 }]);
      const ranged = await server.rest('/fixture_items?select=id&order=id', { headers: { range: '3-', 'range-unit': 'items' } });
      expect(await ranged.json()).toEqual([{ id: 4 }, { id: 5 }]);
      expect(ranged.headers.get('content-range')).toBe('3-4/*');
    });

    it('counts with Prefer: count=exact: Content-Range 0-1/5, 206 for a partial page, 416 past the end', async () => {
      const counted = await member.client.from('fixture_items').select('id', { count: 'exact' }).order('id').limit(2);
      expect(counted.count).toBe(5);
      expect(counted.status).toBe(206);
      const raw = await server.rest('/fixture_items?select=id&limit=2', { headers: { prefer: 'count=exact' } });
      expect(raw.status).toBe(206);
      expect(raw.headers.get('content-range')).toBe('0-1/5');
      expect(raw.headers.get('preference-applied')).toBe('count=exact');
      const whole = await server.rest('/fixture_items?select=id', { headers: { prefer: 'count=exact' } });
      expect(whole.status).toBe(200);
      expect(whole.headers.get('content-range')).toBe('0-4/5');
      const none = await server.rest('/fixture_items?id=eq.99', { headers: { prefer: 'count=exact' } });
      expect(none.headers.get('content-range')).toBe('*/0');
      const beyond = await server.rest('/fixture_items?offset=10', { headers: { prefer: 'count=exact' } });
      expect(beyond.status).toBe(416);
      expect(await beyond.json()).toMatchObject({ code: 'PGRST103', details: 'An offset of 10 was requested, but there are only 5 rows.' });
    });

    it('HEAD answers the count without a body', async () => {
      const { count, data, status } = await member.client.from('fixture_items').select('*', { count: 'exact', head: true }).eq('tag', 'a');
      expect(status).toBe(200);
      expect(count).toBe(2);
      expect(data).toBeNull();
    });

    it('answers one object for application/vnd.pgrst.object+json, else 406 PGRST116', async () => {
      const one = await member.client.from('fixture_items').select('name').eq('id', 2).single();
      expect(one.data).toEqual({ name: 'beta' });
      const many = await member.client.from('fixture_items').select('name').single();
      expect(many.status).toBe(406);
      expect(many.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 5 rows', message: 'Cannot coerce the result to a single JSON object' });
      const maybe = await member.client.from('fixture_items').select('name').eq('id', 99).maybeSingle();
      expect(maybe).toMatchObject({ data: null, error: null });
    });

    it('strips null members when asked (nulls=stripped)', async () => {
      const { data } = await member.client.from('fixture_items').select('id,score,tag').eq('id', 3).stripNulls();
      expect(data).toEqual([{ id: 3, tag: 'b' }]);
    });
  });

  describe('POST, PATCH, DELETE', () => {
    it('inserts an object or an array; return=minimal (201, no body) by default, representation with .select()', async () => {
      const minimal = await server.rest('/fixture_items', { method: 'POST', json: { id: 10, name: 'ten' } });
      expect(minimal.status).toBe(201);
      expect(await minimal.text()).toBe('');
      expect(minimal.headers.get('content-range')).toBe('*/*');
      const rows = await member.client.from('fixture_items').insert([{ id: 11, name: 'eleven', score: 1.5 }, { id: 12, name: 'twelve' }]).select('id, name, score');
      expect(rows.status).toBe(201);
      expect(rows.data).toEqual([
        { id: 11, name: 'eleven', score: 1.5 },
        { id: 12, name: 'twelve', score: null },
      ]);
    });

    it('sends Location for return=headers-only', async () => {
      const response = await server.rest('/fixture_items', { method: 'POST', json: { id: 13, name: 'thirteen' }, headers: { prefer: 'return=headers-only' } });
      expect(response.status).toBe(201);
      expect(response.headers.get('location')).toBe('/fixture_items?id=eq.13');
    });

    it('uses only the columns= keys of the body', async () => {
      const response = await server.rest('/fixture_items?columns=id,name', {
        method: 'POST',
        json: [{ id: 14, name: 'fourteen', score: 99, not_a_column: true }],
        headers: { prefer: 'return=representation' },
      });
      expect(response.status).toBe(201);
      expect(await response.json()).toMatchObject([{ id: 14, name: 'fourteen', score: null }]);
    });

    it('upserts: merge-duplicates updates (200 when nothing was inserted), ignore-duplicates leaves the row', async () => {
      const merged = await member.client.from('fixture_items').upsert({ id: 1, name: 'alpha!' }).select('id,name');
      expect(merged.status).toBe(200);
      expect(merged.data).toEqual([{ id: 1, name: 'alpha!' }]);
      const mixed = await member.client.from('fixture_items').upsert([{ id: 1, name: 'alpha' }, { id: 15, name: 'fifteen' }]).select('id');
      expect(mixed.status).toBe(201);
      const ignored = await member.client.from('fixture_items').upsert({ id: 1, name: 'ignored' }, { ignoreDuplicates: true }).select();
      expect(ignored.data).toEqual([]);
      const byName = await member.client.from('fixture_items').upsert({ id: 2, name: 'beta', score: 21 }, { onConflict: 'id' }).select('score').single();
      expect(byName.data).toEqual({ score: 21 });
      expect((await member.client.from('fixture_items').select('name').eq('id', 1).single()).data).toEqual({ name: 'alpha' });
    });

    it('the library upsert a player sends: the member key from the token, updated_at maintained', async () => {
      const first = await member.client.from('watch_progress').upsert({ video_id: 'v', position_seconds: 10, duration_seconds: 100 }).select().single();
      expect(first.data).toMatchObject({ user_id: member.userId, position_seconds: 10, completed: false });
      const second = await member.client.from('watch_progress').upsert({ video_id: 'v', position_seconds: 95, duration_seconds: 100, completed: true }).select().single();
      expect(second.status).toBe(200);
      expect(second.data).toMatchObject({ position_seconds: 95, completed: true });
      expect(Date.parse(second.data?.updated_at as string)).toBeGreaterThan(Date.parse(first.data?.updated_at as string));
    });

    it('fills missing keys with column defaults under Prefer: missing=default (insert with defaultToNull: false)', async () => {
      const { data, error } = await member.client
        .from('fixture_items')
        .insert([{ id: 16, name: 'sixteen', created_at: '2020-01-01T00:00:00Z' }, { id: 17, name: 'seventeen' }], { defaultToNull: false })
        .select('id, created_at');
      expect(error).toBeNull();
      expect(data?.[0]?.created_at).toBe('2020-01-01T00:00:00+00:00');
      expect(Date.parse(data?.[1]?.created_at as string)).toBeGreaterThan(Date.parse('2026-01-01'));
    });

    it('PATCH updates the filtered rows: 204, or 200 with rows; Content-Range 0-n/*', async () => {
      const quiet = await server.rest('/fixture_items?tag=eq.a', { method: 'PATCH', json: { active: false } });
      expect(quiet.status).toBe(204);
      expect(quiet.headers.get('content-range')).toBe('0-1/*');
      const loud = await member.client.from('fixture_items').update({ active: true }).eq('tag', 'a').select('id').order('id');
      expect(loud.status).toBe(200);
      expect(loud.data).toEqual([{ id: 1 }, { id: 4 }]);
    });

    it('DELETE removes the filtered rows: 204, or 200 with rows, and counts with count=exact', async () => {
      const counted = await member.client.from('fixture_items').delete({ count: 'exact' }).gte('id', 16);
      expect(counted.status).toBe(204);
      expect(counted.count).toBe(2);
      const shown = await member.client.from('fixture_items').delete().eq('id', 15).select('name');
      expect(shown.data).toEqual([{ name: 'fifteen' }]);
    });

    it('a singular write touching more than one row is 406 PGRST116 and rolled back', async () => {
      const { status, error } = await member.client.from('fixture_items').update({ name: 'same' }).eq('tag', 'a').select().single();
      expect(status).toBe(406);
      expect(error?.code).toBe('PGRST116');
      expect(names((await member.client.from('fixture_items').select('name').eq('tag', 'a').order('id')).data)).toEqual(['alpha', 'delta']);
    });
  });

  describe('RPC', () => {
    it('POST with named arguments: a scalar, a set of rows (filterable), one row, nothing', async () => {
      expect((await member.client.rpc('add_numbers', { a: 2, b: 3 })).data).toBe(5);
      expect((await member.client.rpc('add_numbers', { a: 2 })).data).toBe(3);
      const rows = await member.client.rpc('items_above', { min_score: 15 }).select('name').lt('score', 50).order('id');
      expect(names(rows.data as { name: string }[])).toEqual(['beta', 'delta']);
      const one = await member.client.rpc('rename_item', { item_id: 5, new_name: 'epsilon' });
      expect(one.data).toMatchObject({ id: 5, name: 'epsilon' });
      const none = await member.client.rpc('do_nothing');
      expect(none.status).toBe(204);
      expect(none.data).toBeNull();
      expect((await member.client.rpc('item_names')).data).toEqual(['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen']);
    });

    it('runs as the caller: auth.uid() is the member', async () => {
      expect((await member.client.rpc('whoami')).data).toBe(member.userId);
      expect((await server.client().rpc('whoami')).data).toBeNull();
    });

    it('GET for stable and immutable functions, with arguments in the query string; volatile ones are 405 PGRST101', async () => {
      expect((await member.client.rpc('add_numbers', { a: 40, b: 2 }, { get: true })).data).toBe(42);
      const counted = await member.client.rpc('items_above', { min_score: 15 }, { get: true, count: 'exact' }).limit(1);
      expect(counted.count).toBe(3);
      expect(counted.data).toHaveLength(1);
      const volatile = await server.rest('/rpc/rename_item?item_id=1&new_name=x');
      expect(volatile.status).toBe(405);
      expect(await volatile.json()).toMatchObject({ code: 'PGRST101', message: 'Cannot use the GET method on RPC' });
    });
  });
});
