import { beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../support/databases.ts';
import { signedInMember, type Member } from '../support/members.ts';
import { suiteServer } from '../support/server.ts';

/** public.delete_account() of supabase/migrations/20261123000000_account.sql, through /rest/v1/rpc like the app calls it. */
describe.each(backends)('rpc delete_account (%s)', (backend) => {
  const server = suiteServer({ backend, autoconfirm: true });
  let alice: Member;
  let bob: Member;

  beforeAll(async () => {
    [alice, bob] = await Promise.all([signedInMember(server), signedInMember(server)]);
    const seeded = await Promise.all(
      [alice, bob].flatMap((member) => [
        member.client.from('watch_progress').insert({ video_id: 'morning-flow', position_seconds: 42, duration_seconds: 600 }),
        member.client.from('saved_videos').insert({ video_id: 'evening-calm' }),
      ]),
    );
    for (const result of seeded) expect(result.error).toBeNull();
  });

  const rowsOf = async (userId: string) => {
    const [progress, saved] = await Promise.all([
      server.db.query('select video_id from public.watch_progress where user_id = $1', [userId]),
      server.db.query('select video_id from public.saved_videos where user_id = $1', [userId]),
    ]);
    return progress.rows.length + saved.rows.length;
  };
  const userExists = async (userId: string) => (await server.db.query('select 1 from auth.users where id = $1', [userId])).rows.length === 1;

  it('anon is refused: 401 42501, and nobody is deleted', async () => {
    const { error, status } = await server.client().rpc('delete_account');
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
    expect(await userExists(alice.userId)).toBe(true);
    expect(await userExists(bob.userId)).toBe(true);
  });

  it('a GET is refused: the function is volatile (405 PGRST101)', async () => {
    const response = await server.rest('/rpc/delete_account', { token: alice.accessToken });
    expect(response.status).toBe(405);
    expect(await userExists(alice.userId)).toBe(true);
  });

  it("deletes the caller's own user only (204), and their library rows go by cascade", async () => {
    expect(await rowsOf(alice.userId)).toBe(2);
    const { error, status } = await alice.client.rpc('delete_account');
    expect(error).toBeNull();
    expect(status).toBe(204);
    expect(await userExists(alice.userId)).toBe(false);
    expect(await rowsOf(alice.userId)).toBe(0);
    expect(await userExists(bob.userId)).toBe(true);
    expect(await rowsOf(bob.userId)).toBe(2);
  });

  it('the deleted member can no longer sign in, and their old token no longer works', async () => {
    const signIn = await server.client().auth.signInWithPassword({ email: alice.email, password: 'correct horse' });
    expect(signIn.error?.message).toBe('Invalid login credentials');
    const user = await server.api('/user', { token: alice.accessToken });
    expect(user.status).toBeGreaterThanOrEqual(401);
    expect(user.status).toBeLessThan(500);
  });

  it('is granted to authenticated only: not to PUBLIC or anon', async () => {
    const { rows } = await server.db.query<{ anon: boolean; authenticated: boolean; public: boolean }>(
      `select has_function_privilege('anon', 'public.delete_account()', 'execute') as anon,
              has_function_privilege('authenticated', 'public.delete_account()', 'execute') as authenticated,
              exists (select 1 from pg_proc p, aclexplode(p.proacl) a where p.proname = 'delete_account' and a.grantee = 0) as public`,
    );
    expect(rows[0]).toEqual({ anon: false, authenticated: true, public: false });
  });
});
