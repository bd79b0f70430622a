import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../support/databases.ts';
import { signedInMember, type Member } from '../support/members.ts';
import { suiteServer } from '../support/server.ts';

describe.each(backends)('data API row-level security (%s)', (backend) => {
  const server = suiteServer({ backend, autoconfirm: true });
  let alice: Member;
  let bob: Member;

  beforeAll(async () => {
    [alice, bob] = await Promise.all([signedInMember(server), signedInMember(server)]);
    const seeded = await Promise.all([
      alice.client.from('watch_progress').insert([
        { video_id: 'morning-flow', position_seconds: 42, duration_seconds: 600 },
        { video_id: 'evening-calm', position_seconds: 5, duration_seconds: 300 },
      ]),
      bob.client.from('watch_progress').insert({ video_id: 'morning-flow', position_seconds: 100, duration_seconds: 600 }),
      alice.client.from('saved_videos').insert({ video_id: 'morning-flow' }),
      bob.client.from('saved_videos').insert({ video_id: 'breath-work' }),
    ]);
    for (const result of seeded) expect(result.error).toBeNull();
  });

  it('a member sees only their own rows, with user_id filled in from their token', async () => {
    const { data, error } = await alice.client.from('watch_progress').select('user_id, video_id, position_seconds').order('video_id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { user_id: alice.userId, video_id: 'evening-calm', position_seconds: 5 },
      { user_id: alice.userId, video_id: 'morning-flow', position_seconds: 42 },
    ]);
    const saved = await bob.client.from('saved_videos').select('video_id');
    expect(saved.data).toEqual([{ video_id: 'breath-work' }]);
  });

  it("filtering on another member's id finds nothing rather than an error", async () => {
    const { data, error, status } = await alice.client.from('watch_progress').select().eq('user_id', bob.userId);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([]);
  });

  it("a member cannot change or delete another member's rows: nothing is touched", async () => {
    const update = await alice.client.from('watch_progress').update({ position_seconds: 0 }).eq('user_id', bob.userId).select();
    expect(update.error).toBeNull();
    expect(update.data).toEqual([]);
    const removal = await alice.client.from('saved_videos').delete().eq('video_id', 'breath-work').select();
    expect(removal.data).toEqual([]);
    const bobs = await bob.client.from('watch_progress').select('position_seconds').eq('video_id', 'morning-flow').single();
    expect(bobs.data).toEqual({ position_seconds: 100 });
    expect((await bob.client.from('saved_videos').select()).data).toHaveLength(1);
  });

  it("a member cannot write a row in another member's name: 403 42501 with PostgreSQL's message", async () => {
    const { error, status } = await alice.client.from('watch_progress').insert({ user_id: bob.userId, video_id: 'x', position_seconds: 1, duration_seconds: 2 });
    expect(status).toBe(403);
    expect(error).toMatchObject({ code: '42501', message: 'new row violates row-level security policy for table "watch_progress"' });
    const moved = await alice.client.from('watch_progress').update({ user_id: bob.userId }).eq('video_id', 'evening-calm');
    expect(moved.status).toBe(403);
    expect(moved.error?.code).toBe('42501');
  });

  it("an upsert of another member's key cannot overwrite their row", async () => {
    const { error, status } = await alice.client
      .from('watch_progress')
      .upsert({ user_id: bob.userId, video_id: 'morning-flow', position_seconds: 1, duration_seconds: 600 });
    expect(status).toBe(403);
    expect(error?.code).toBe('42501');
    const bobs = await bob.client.from('watch_progress').select('position_seconds').eq('video_id', 'morning-flow').single();
    expect(bobs.data).toEqual({ position_seconds: 100 });
  });

  it('anon gets nothing: reads and writes are 401 42501 (no grant), with WWW-Authenticate', async () => {
    const anon = server.client();
    for (const table of ['watch_progress', 'saved_videos']) {
      const read = await anon.from(table).select();
      expect(read.status).toBe(401);
      expect(read.error).toMatchObject({ code: '42501', message: `permission denied for table ${table}` });
    }
    const write = await anon.from('saved_videos').insert({ video_id: 'sneaky' });
    expect(write.status).toBe(401);
    const raw = await server.rest('/watch_progress');
    expect(raw.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('service_role sees every row, bypassing row-level security', async () => {
    const { data, error } = await server.admin().from('watch_progress').select('user_id').order('user_id');
    expect(error).toBeNull();
    expect(new Set(data?.map((row) => row.user_id))).toEqual(new Set([alice.userId, bob.userId]));
    expect(data).toHaveLength(3);
  });

  it("deleting a user (admin API) deletes their progress and saved videos, and no one else's", async () => {
    const carol = await signedInMember(server);
    await carol.client.from('watch_progress').insert({ video_id: 'v', position_seconds: 1, duration_seconds: 2 });
    await carol.client.from('saved_videos').insert({ video_id: 'v' });
    const admin = server.admin();
    expect((await admin.from('watch_progress').select().eq('user_id', carol.userId)).data).toHaveLength(1);
    const { error } = await admin.auth.admin.deleteUser(carol.userId);
    expect(error).toBeNull();
    expect((await admin.from('watch_progress').select().eq('user_id', carol.userId)).data).toEqual([]);
    expect((await admin.from('saved_videos').select().eq('user_id', carol.userId)).data).toEqual([]);
    expect((await admin.from('watch_progress').select()).data).toHaveLength(3);
  });

  it('tokens: a bad signature is 401 PGRST301, an expired token 401 PGRST303 "JWT expired", a foreign role 401', async () => {
    const forged = `${alice.accessToken.slice(0, alice.accessToken.lastIndexOf('.'))}.${'A'.repeat(43)}`;
    const bad = await server.rest('/watch_progress', { token: forged });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ code: 'PGRST301' });

    const secret = new TextEncoder().encode(server.jwtSecret);
    const expired = await new SignJWT({ sub: alice.userId, role: 'authenticated' }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt(1_700_000_000).setExpirationTime(1_700_000_100).sign(secret);
    const late = await server.rest('/watch_progress', { token: expired });
    expect(late.status).toBe(401);
    expect(await late.json()).toEqual({ code: 'PGRST303', details: null, hint: null, message: 'JWT expired' });

    const superuser = await new SignJWT({ sub: alice.userId, role: 'postgres' }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(secret);
    const foreign = await server.rest('/watch_progress', { token: superuser });
    expect(foreign.status).toBe(401);
    expect(await foreign.json()).toMatchObject({ code: '22023', message: 'role "postgres" does not exist' });

    const garbage = await server.rest('/watch_progress', { token: 'not-a-jwt' });
    expect(await garbage.json()).toMatchObject({ code: 'PGRST301', message: 'Expected 3 parts in JWT; got 1' });
  });

  it('the API key is required, as on /auth/v1', async () => {
    const none = await fetch(`${server.url}/rest/v1/watch_progress`);
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ message: 'No API key found in request' });
    const wrong = await fetch(`${server.url}/rest/v1/watch_progress`, { headers: { apikey: 'nope' } });
    expect(await wrong.json()).toEqual({ message: 'Invalid API key' });
  });
});

