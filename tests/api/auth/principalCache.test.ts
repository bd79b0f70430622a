import { describe, expect, it } from 'vitest';
import { backends } from '../../support/databases.ts';
import { confirmedUser } from '../support/members.ts';
import { suiteServer } from '../support/server.ts';

/** GET /user answers from a per-process cache (decision 0806); every change must show at once. */
describe.each(backends)('GET /user cache eviction (%s)', (backend) => {
  const server = suiteServer({ backend });

  async function cachedUser() {
    const { client } = await confirmedUser(server);
    const session = (await client.auth.getSession()).data.session!;
    for (let i = 0; i < 2; i += 1) expect((await server.api('/user', { token: session.access_token })).status).toBe(200);
    return { client, session, user: () => server.api('/user', { token: session.access_token }) };
  }

  /** A write made straight in the database reaches the server only as a notification. */
  async function eventually(check: () => Promise<boolean>): Promise<void> {
    const until = Date.now() + 2000;
    while (!(await check())) {
      if (Date.now() > until) throw new Error('the cached answer never changed');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  it('refuses the token right after sign-out', async () => {
    const { client, user } = await cachedUser();
    expect((await client.auth.signOut({ scope: 'local' })).error).toBeNull();
    const response = await user();
    expect(response.status).toBe(403);
    expect((await response.json()).code).toBe('session_not_found');
  });

  it('shows a user update at once', async () => {
    const { client, user } = await cachedUser();
    await client.auth.updateUser({ data: { plan: 'premium' } });
    expect((await (await user()).json()).user_metadata).toMatchObject({ plan: 'premium' });
  });

  it('refuses a banned user at once', async () => {
    const { session, user } = await cachedUser();
    expect((await server.admin().auth.admin.updateUserById(session.user.id, { ban_duration: '1h' })).error).toBeNull();
    const response = await user();
    expect(response.status).toBe(403);
    expect((await response.json()).code).toBe('user_banned');
  });

  it('refuses the token once its session is deleted, even behind the server’s back', async () => {
    const { session, user } = await cachedUser();
    await server.db.query('delete from auth.sessions where user_id = $1', [session.user.id]);
    await eventually(async () => (await user()).status === 403);
    expect((await (await user()).json()).code).toBe('session_not_found');
  });

  it('shows a change to the user row made behind the server’s back', async () => {
    const { session, user } = await cachedUser();
    await server.db.query(`update auth.users set raw_user_meta_data = '{"plan":"gold"}' where id = $1`, [session.user.id]);
    await eventually(async () => (await (await user()).json()).user_metadata?.plan === 'gold');
  });

  it('shows an enrolled factor at once', async () => {
    const { client } = await cachedUser();
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'phone' });
    expect(enrolled.error).toBeNull();
    const factors = await client.auth.mfa.listFactors();
    expect(factors.data?.all.map((factor) => factor.id)).toContain(enrolled.data?.id);
  });
});
