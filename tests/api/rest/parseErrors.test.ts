import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../support/databases.ts';
import type { Member } from '../support/members.ts';
import { fixtureServer } from '../support/restFixture.ts';
import type { TestServer } from '../support/server.ts';

/**
 * A query parameter or header the subset cannot read is refused (400 PGRST100), never skipped: a
 * typo must not widen a read or a write (decisions 2410–2412).
 */
describe.each(backends)('data API: what it cannot parse it refuses (%s)', (backend) => {
  let server: TestServer;
  let member: Member;

  beforeAll(async () => {
    ({ server, member } = await fixtureServer(backend));
    const seeded = await member.client.from('watch_progress').insert([
      { video_id: 'v1', position_seconds: 1, duration_seconds: 10, completed: true },
      { video_id: 'v2', position_seconds: 2, duration_seconds: 10, completed: false },
    ]);
    expect(seeded.error).toBeNull();
  });

  afterAll(async () => {
    await server?.close();
  });

  /** The request as the member must be 400 PGRST100 with PostgREST's error shape, not rows. */
  async function refused(path: string, init: RequestInit & { json?: unknown } = {}): Promise<{ message: string; details: string | null }> {
    const response = await server.rest(path, { ...init, token: member.accessToken });
    const body = (await response.json()) as Record<string, unknown>;
    expect({ path, status: response.status, code: body.code }).toEqual({ path, status: 400, code: 'PGRST100' });
    expect(Object.keys(body).sort(), path).toEqual(['code', 'details', 'hint', 'message']);
    return { message: body.message as string, details: body.details as string | null };
  }

  async function progressRows(): Promise<number> {
    const { data, error } = await member.client.from('watch_progress').select('video_id');
    expect(error).toBeNull();
    return data?.length ?? -1;
  }

  it('a filter with an unknown operator, or none, is PostgREST\'s "failed to parse filter"', async () => {
    expect(await refused('/watch_progress?video_id=xx.a')).toEqual({
      message: '"failed to parse filter (xx.a)" (line 1, column 1)',
      details: 'unexpected "x" expecting "not" or operator (eq, gt, ...)',
    });
    expect(await refused('/watch_progress?video_id=v1')).toMatchObject({ message: '"failed to parse filter (v1)" (line 1, column 1)' });
    expect(await refused('/watch_progress?video_id=')).toMatchObject({ details: 'unexpected end of input expecting "not" or operator (eq, gt, ...)' });
    await refused('/watch_progress?video_id');
    await refused('/watch_progress?video_id=eq');
    await refused('/watch_progress?video_id=EQ.v1');
    await refused('/watch_progress?video_id=eq(any).{v1}');
    await refused('/watch_progress?Limit=1');
  });

  it('not. must be followed by an operator', async () => {
    expect(await refused('/watch_progress?video_id=not.xx.a')).toEqual({
      message: '"failed to parse filter (not.xx.a)" (line 1, column 5)',
      details: 'unexpected "x" expecting operator (eq, gt, ...)',
    });
    await refused('/watch_progress?video_id=not.');
    await refused('/watch_progress?video_id=not.v1');
    await refused('/watch_progress?completed=not.is.maybe');
  });

  it('in.(…) and is.null|true|false|unknown take nothing else', async () => {
    expect(await refused('/watch_progress?video_id=in.v1,v2')).toMatchObject({ details: 'unexpected "v" expecting "("' });
    await refused('/watch_progress?video_id=in.(v1,v2');
    await refused('/watch_progress?video_id=in.(v1)x');
    expect(await refused('/watch_progress?completed=is.maybe')).toMatchObject({ details: 'unexpected "m" expecting null or trilean value (unknown, true, false)' });
    await refused('/watch_progress?completed=is.nullx');
    await refused('/watch_progress?completed=is.');
  });

  it('or=/and= trees: an unknown operator, a missing parenthesis', async () => {
    expect(await refused('/watch_progress?or=(video_id.xx.a)')).toMatchObject({ message: '"failed to parse logic tree ((video_id.xx.a))" (line 1, column 13)' });
    await refused('/watch_progress?or=(video_id.eq.v1');
    await refused('/watch_progress?or=(video_id.eq.v1,)');
    await refused('/watch_progress?or=(video_id.eq.v1)x');
    await refused('/watch_progress?and=(video_id.eq.v1,completed.is.maybe)');
  });

  it('limit and offset must be whole numbers', async () => {
    expect(await refused('/watch_progress?limit=abc')).toEqual({ message: '"failed to parse limit parameter (abc)" (line 1, column 1)', details: 'unexpected "a" expecting digit' });
    expect(await refused('/watch_progress?limit=1.5')).toEqual({
      message: '"failed to parse limit parameter (1.5)" (line 1, column 2)',
      details: 'unexpected "." expecting digit or end of input',
    });
    await refused('/watch_progress?limit=');
    await refused('/watch_progress?limit=1e3');
    await refused('/watch_progress?offset=abc');
    await refused('/watch_progress?offset=1x');
    await refused('/rpc/items_above?min_score=0&limit=abc');
    await refused('/watch_progress?limit=abc&limit=1');
  });

  it('order: a direction or nulls placement that is not asc/desc/nullsfirst/nullslast', async () => {
    expect(await refused('/watch_progress?order=video_id.ac')).toEqual({
      message: '"failed to parse order (video_id.ac)" (line 1, column 10)',
      details: 'unexpected "a" expecting "asc", "desc", "nullsfirst" or "nullslast"',
    });
    await refused('/watch_progress?order=video_id.descc');
    await refused('/watch_progress?order=video_id.desc.nullsfrst');
    await refused('/watch_progress?order=video_id.desc.nullslastt');
    await refused('/watch_progress?order=video_id,');
    await refused('/watch_progress?order=');
  });

  it('select, columns and on_conflict: malformed lists', async () => {
    expect(await refused('/watch_progress?select=video_id,,completed')).toMatchObject({ message: '"failed to parse select parameter (video_id,,completed)" (line 1, column 10)' });
    await refused('/watch_progress?select=');
    await refused('/watch_progress?select=video_id)');
    expect(await refused('/watch_progress?columns=video_id,')).toMatchObject({ message: '"failed to parse columns parameter (video_id,)" (line 1, column 10)' });
    await refused('/watch_progress?on_conflict=');
  });

  it('the Range header, when it names no unit, must be first-[last]', async () => {
    expect(await refused('/watch_progress', { headers: { range: '0-0x' } })).toEqual({
      message: '"failed to parse Range header (0-0x)" (line 1, column 4)',
      details: 'unexpected "x" expecting digit or end of input',
    });
    await refused('/watch_progress', { headers: { range: 'first' } });
    await refused('/watch_progress', { headers: { range: '-1' } });
    await refused('/watch_progress', { headers: { range: '0-0, 5-9' } });
    const other = await server.rest('/watch_progress?select=video_id&order=video_id', { token: member.accessToken, headers: { range: 'bytes=0-0' } });
    expect(other.status).toBe(200);
    expect(await other.json()).toEqual([{ video_id: 'v1' }, { video_id: 'v2' }]);
  });

  it('writes: a filter it cannot read refuses the PATCH or DELETE, and nothing changes', async () => {
    await refused('/watch_progress?video_id=eq.v1&completed=tru', { method: 'DELETE' });
    await refused('/watch_progress?video_id=in.(v1,v2)&completed=xx.true', { method: 'PATCH', json: { position_seconds: 9 } });
    await refused('/watch_progress?video_id=eq.v1&limit=one', { method: 'DELETE' });
    expect(await progressRows()).toBe(2);
    expect((await member.client.from('watch_progress').select('position_seconds').order('video_id')).data).toEqual([{ position_seconds: 1 }, { position_seconds: 2 }]);
  });

  it('inserts: bad columns= or on_conflict= insert nothing', async () => {
    const row = { video_id: 'v3', position_seconds: 3, duration_seconds: 10 };
    await refused('/watch_progress?columns=video_id,,position_seconds', { method: 'POST', json: [row] });
    await refused('/watch_progress?on_conflict=user_id,', { method: 'POST', json: row, headers: { prefer: 'resolution=merge-duplicates' } });
    await refused('/watch_progress?video_id=v3', { method: 'POST', json: row });
    expect(await progressRows()).toBe(2);
  });

  it('functions: a POST filters its result with every parameter; a GET reads operator-less values as arguments', async () => {
    await refused('/rpc/items_above?name=alpha', { method: 'POST', json: { min_score: 0 } });
    await refused('/rpc/items_above?min_score=0&name=not.xx');
    await refused('/rpc/items_above?min_score=0&name=in.alpha');
    const argument = await server.rest('/rpc/add_numbers?a=xx.1', { token: member.accessToken });
    expect(argument.status).toBe(400);
    expect(((await argument.json()) as { code: string }).code).toBe('22P02');
    const filtered = await server.rest('/rpc/items_above?min_score=0&name=eq.alpha&select=name', { token: member.accessToken });
    expect(await filtered.json()).toEqual([{ name: 'alpha' }]);
  });

  it('what supabase-js and the app send still works', async () => {
    const progress = await member.client.from('watch_progress').select('*').order('updated_at', { ascending: false }).limit(5);
    expect(progress.data).toHaveLength(2);
    const page = await member.client.from('fixture_items').select('id, name').not('tag', 'is', null).in('id', [1, 3, 4]).order('id', { nullsFirst: true }).range(0, 1);
    expect(page.data).toEqual([
      { id: 1, name: 'alpha' },
      { id: 3, name: 'gamma' },
    ]);
    const saved = await member.client.from('saved_videos').upsert([{ video_id: 'a' }, { video_id: 'b' }], { onConflict: 'user_id,video_id' }).select('video_id');
    expect(saved.error).toBeNull();
    expect((await member.client.from('saved_videos').delete().eq('video_id', 'a')).error).toBeNull();
    const ranged = await server.rest('/fixture_items?select=id&order=id', { token: member.accessToken, headers: { range: ' 1-2 ' } });
    expect(await ranged.json()).toEqual([{ id: 2 }, { id: 3 }]);
    expect((await member.client.rpc('add_numbers', { a: 1, b: 2 }, { get: true })).data).toBe(3);
  });
});
