import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../support/databases.ts';
import type { Member } from '../support/members.ts';
import { fixtureServer } from '../support/restFixture.ts';
import type { TestServer } from '../support/server.ts';

interface ErrorBody {
  code: string;
  details: string | null;
  hint: string | null;
  message: string;
}

describe.each(backends)('data API errors, as PostgREST answers them (%s)', (backend) => {
  let server: TestServer;
  let member: Member;

  beforeAll(async () => {
    ({ server, member } = await fixtureServer(backend));
  });

  afterAll(async () => {
    await server?.close();
  });

  /** A request as the member; the status and the whole error body. */
  async function failure(path: string, init: RequestInit & { json?: unknown } = {}): Promise<{ status: number; body: ErrorBody }> {
    const response = await server.rest(path, { ...init, token: member.accessToken });
    return { status: response.status, body: (await response.json()) as ErrorBody };
  }

  it('names: unknown table 404 PGRST205 with a hint, unknown column 400 42703, unknown body key 400 PGRST204', async () => {
    expect(await failure('/watch_progres')).toEqual({
      status: 404,
      body: { code: 'PGRST205', details: null, hint: "Perhaps you meant the table 'public.watch_progress'", message: "Could not find the table 'public.watch_progres' in the schema cache" },
    });
    expect((await failure('/zzz')).body.hint).toBeNull();
    expect(await failure('/watch_progress?select=nope')).toEqual({ status: 400, body: { code: '42703', details: null, hint: null, message: 'column watch_progress.nope does not exist' } });
    expect((await failure('/watch_progress?nope=eq.1')).body.code).toBe('42703');
    expect((await failure('/watch_progress?order=nope.desc')).body.code).toBe('42703');
    expect(await failure('/watch_progress', { method: 'POST', json: { video_id: 'v', nope: 1 } })).toEqual({
      status: 400,
      body: { code: 'PGRST204', details: null, hint: null, message: "Could not find the 'nope' column of 'watch_progress' in the schema cache" },
    });
  });

  it('constructs outside the subset: PGRST100 parse errors, PGRST200 embedding, PGRST123 aggregates, PGRST108, PGRST106, PGRST107', async () => {
    expect(await failure('/watch_progress?select=video_id,')).toMatchObject({ status: 400, body: { code: 'PGRST100' } });
    expect(await failure('/watch_progress?video_id=cs.{a}')).toMatchObject({ status: 400, body: { code: 'PGRST100' } });
    expect(await failure('/watch_progress?select=*,users(*)')).toEqual({
      status: 400,
      body: {
        code: 'PGRST200',
        details: "Searched for a foreign key relationship between 'watch_progress' and 'users' in the schema 'public', but no matches were found.",
        hint: null,
        message: "Could not find a relationship between 'watch_progress' and 'users' in the schema cache",
      },
    });
    expect(await failure('/watch_progress?select=count()')).toMatchObject({ status: 400, body: { code: 'PGRST123', message: 'Use of aggregate functions is not allowed' } });
    expect(await failure('/watch_progress?select=video_id->>x')).toMatchObject({ status: 400, body: { code: 'PGRST100' } });
    expect(await failure('/watch_progress?users.order=id')).toMatchObject({ status: 400, body: { code: 'PGRST108' } });
    expect(await failure('/watch_progress', { headers: { 'accept-profile': 'auth' } })).toEqual({
      status: 406,
      body: { code: 'PGRST106', details: null, hint: 'Only the following schemas are exposed: public', message: 'Invalid schema: auth' },
    });
    expect(await failure('/watch_progress', { headers: { accept: 'text/csv' } })).toMatchObject({ status: 406, body: { code: 'PGRST107' } });
    expect(await failure('/watch_progress?limit=-1')).toMatchObject({ status: 416, body: { code: 'PGRST103' } });
  });

  it('methods and paths: PUT 405 PGRST117, PATCH on RPC 405 PGRST101, deeper paths 404 PGRST125, the root 404 PGRST126', async () => {
    expect(await failure('/watch_progress', { method: 'PUT', json: {} })).toMatchObject({ status: 405, body: { code: 'PGRST117' } });
    expect(await failure('/rpc/add_numbers', { method: 'PATCH', json: {} })).toMatchObject({ status: 405, body: { code: 'PGRST101', message: 'Cannot use the PATCH method on RPC' } });
    expect(await failure('/a/b/c')).toMatchObject({ status: 404, body: { code: 'PGRST125' } });
    expect(await failure('/')).toMatchObject({ status: 404, body: { code: 'PGRST126' } });
  });

  it('bodies: invalid JSON, mixed keys, deep nesting and other content types are 400 PGRST102; over 1 MiB is 413', async () => {
    expect(await failure('/watch_progress', { method: 'POST', body: '{"video_id":', headers: { 'content-type': 'application/json' } })).toMatchObject({
      status: 400,
      body: { code: 'PGRST102', message: 'Empty or invalid json' },
    });
    expect(await failure('/watch_progress', { method: 'POST', json: [{ video_id: 'a' }, { position_seconds: 1 }] })).toMatchObject({
      status: 400,
      body: { code: 'PGRST102', message: 'All object keys must match' },
    });
    expect((await failure('/watch_progress', { method: 'POST', body: `{"video_id":${'['.repeat(5000)}${']'.repeat(5000)}}`, headers: { 'content-type': 'application/json' } })).body.code).toBe('PGRST102');
    expect(await failure('/watch_progress', { method: 'POST', body: 'video_id=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).toMatchObject({ status: 400, body: { code: 'PGRST102' } });
    const huge = await server.rest('/watch_progress', { method: 'POST', token: member.accessToken, json: { video_id: 'x'.repeat(1024 * 1024) } });
    expect(huge.status).toBe(413);
  });

  it('constraints: 409 23505 duplicate, 409 23503 foreign key, 400 23514 check, 400 23502 not null, 400 22P02 bad value', async () => {
    const row = { video_id: 'dup', position_seconds: 1, duration_seconds: 2 };
    expect((await member.client.from('watch_progress').insert(row)).error).toBeNull();
    const duplicate = await member.client.from('watch_progress').insert(row);
    expect(duplicate.status).toBe(409);
    expect(duplicate.error).toMatchObject({ code: '23505', message: 'duplicate key value violates unique constraint "watch_progress_pkey"' });
    const orphan = await server.admin().from('saved_videos').insert({ user_id: '00000000-0000-4000-8000-000000000000', video_id: 'x' });
    expect(orphan.status).toBe(409);
    expect(orphan.error?.code).toBe('23503');
    const negative = await member.client.from('watch_progress').insert({ video_id: 'neg', position_seconds: -1, duration_seconds: 2 });
    expect(negative.status).toBe(400);
    expect(negative.error?.code).toBe('23514');
    const notANumber = await member.client.from('watch_progress').insert({ video_id: 'nan', position_seconds: 'NaN', duration_seconds: 2 });
    expect(notANumber.error?.code).toBe('23514');
    const missing = await member.client.from('watch_progress').insert([{ video_id: 'a', position_seconds: 1, duration_seconds: 2 }, { video_id: 'b', position_seconds: 1 }]);
    expect(missing.status).toBe(400);
    expect(missing.error?.code).toBe('23502');
    const badValue = await member.client.from('watch_progress').select().eq('position_seconds', 'abc');
    expect(badValue.status).toBe(400);
    expect(badValue.error).toMatchObject({ code: '22P02', message: 'invalid input syntax for type numeric: "abc"' });
    expect((await member.client.from('watch_progress').insert({ video_id: 'x', position_seconds: true, duration_seconds: 1 })).status).toBe(400);
  });

  it('a value a boolean column cannot read is 400 22P02 on both databases (PGlite checks booleans in JavaScript)', async () => {
    for (const method of ['GET', 'DELETE'] as const) {
      const { status, body } = await failure('/watch_progress?completed=lte.-1', { method });
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: '22P02', message: 'invalid input syntax for type boolean: "-1"' });
    }
  });

  it('an UPDATE or DELETE without a filter is refused (400 21000), as safeupdate does; nothing changes', async () => {
    expect(await failure('/watch_progress', { method: 'PATCH', json: { completed: true } })).toEqual({
      status: 400,
      body: { code: '21000', details: null, hint: null, message: 'UPDATE requires a WHERE clause' },
    });
    expect((await failure('/watch_progress', { method: 'DELETE' })).body.message).toBe('DELETE requires a WHERE clause');
    expect((await member.client.from('watch_progress').select()).data).toHaveLength(1);
  });

  it('functions: unknown 404 PGRST202 (hint for a near name), wrong arguments 404 PGRST202', async () => {
    expect(await failure('/rpc/add_number', { method: 'POST', json: { a: 1 } })).toEqual({
      status: 404,
      body: {
        code: 'PGRST202',
        details: 'Searched for the function public.add_number with parameter a or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
        hint: 'Perhaps you meant to call the function public.add_numbers',
        message: 'Could not find the function public.add_number(a) in the schema cache',
      },
    });
    expect((await failure('/rpc/add_numbers', { method: 'POST', json: { z: 1 } })).status).toBe(404);
    expect((await failure('/rpc/add_numbers', { method: 'POST', json: { a: 'x' } })).body.code).toBe('22P02');
  });

  it('never a 5xx, SQL text or a stack for hostile names and values', async () => {
    const hostile = [
      `/watch_progress?select=${encodeURIComponent('video_id; drop table auth.users')}`,
      `/watch_progress?${encodeURIComponent('video_id" = 1 or "1')}=eq.1`,
      `/watch_progress?video_id=eq.${encodeURIComponent("' or 1=1 --")}`,
      `/watch_progress?order=${encodeURIComponent('video_id; select pg_sleep(10)')}`,
      `/${encodeURIComponent('watch_progress; drop table x')}`,
      `/watch_progress?select=${encodeURIComponent('"x\\u0000":video_id')}`,
      '/watch_progress?video_id=eq.%00',
      '/watch_progress?video_id=in.(%22a)',
    ];
    for (const path of hostile) {
      const response = await server.rest(path, { token: member.accessToken });
      const text = await response.text();
      expect(response.status, path).toBeLessThan(500);
      expect(text, path).not.toMatch(/\bselect\b.*\bfrom\b|pgrst_source|json_agg|at .+\.ts:\d+/i);
    }
  });

  it('CORS: preflights are answered before the key check, and Content-Range is readable by a page', async () => {
    const preflight = await fetch(`${server.url}/rest/v1/watch_progress`, {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'prefer, content-profile' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://app.example');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('prefer');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
    const read = await server.rest('/watch_progress', { token: member.accessToken, headers: { origin: 'https://app.example' } });
    expect(read.headers.get('access-control-expose-headers')).toContain('Content-Range');
  });
});
