import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../support/databases.ts';
import { uniqueEmail } from '../../support/uniqueEmail.ts';
import { tokenRole } from '../support/catalogFixture.ts';
import { confirmedUser } from '../support/members.ts';
import { startServer, type TestServer } from '../support/server.ts';

/** Whether a client's current token lets it see a draft (what only editors may). */
async function seesDrafts(client: Awaited<ReturnType<typeof confirmedUser>>['client']): Promise<boolean> {
  const { data } = await client.from('videos').select('id').eq('id', 'role-draft');
  return (data ?? []).length === 1;
}

describe.each(backends)('catalog roles through the auth API (%s)', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ backend, autoconfirm: true });
    const { error } = await server.admin().from('videos').insert({ id: 'role-draft', title: 'Draft' });
    if (error) throw error;
  });

  afterAll(async () => {
    await server?.close();
  });

  it('the admin API grants it: updateUserById(id, { app_metadata: { role } }) reaches the token at the next refresh and sign-in', async () => {
    const { email, password, client } = await confirmedUser(server);
    const id = (await client.auth.getUser()).data.user?.id as string;
    const { data, error } = await server.admin().auth.admin.updateUserById(id, { app_metadata: { role: 'editor' } });
    expect(error).toBeNull();
    expect(data.user?.app_metadata).toMatchObject({ provider: 'email', role: 'editor' });
    // The token in hand is unchanged until it is refreshed.
    expect(await tokenRole(client)).toBeUndefined();
    expect(await seesDrafts(client)).toBe(false);
    await client.auth.refreshSession();
    expect(await tokenRole(client)).toBe('editor');
    expect(await seesDrafts(client)).toBe(true);
    const fresh = server.client();
    await fresh.auth.signInWithPassword({ email, password });
    expect(await tokenRole(fresh)).toBe('editor');
    // A null key removes it (GoTrue's merge), at the next refresh too.
    await server.admin().auth.admin.updateUserById(id, { app_metadata: { role: null } });
    await client.auth.refreshSession();
    expect(await tokenRole(client)).toBeUndefined();
    expect(await seesDrafts(client)).toBe(false);
  });

  it("a member cannot make themselves an editor: updateUser's data is user_metadata, which no policy reads", async () => {
    const { client } = await confirmedUser(server);
    const { data, error } = await client.auth.updateUser({ data: { role: 'editor' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata.role).toBe('editor');
    expect(data.user?.app_metadata.role).toBeUndefined();
    await client.auth.refreshSession();
    expect(await tokenRole(client)).toBeUndefined();
    expect(await seesDrafts(client)).toBe(false);
    expect((await client.rpc('is_editor')).data).toBe(false);
  });

  it('a member sending app_metadata to PUT /user is refused (403 not_admin), and so is a sign-up asking for a role', async () => {
    const { client } = await confirmedUser(server);
    const token = (await client.auth.getSession()).data.session?.access_token as string;
    const response = await server.api('/user', { method: 'PUT', token, json: { app_metadata: { role: 'editor' } } });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error_code: 'not_admin' });
    expect((await client.auth.getUser()).data.user?.app_metadata.role).toBeUndefined();

    const newcomer = server.client();
    const signUp = await newcomer.auth.signUp({ email: uniqueEmail('role'), password: 'correct horse', options: { data: { role: 'admin' } } });
    expect(signUp.error).toBeNull();
    expect(signUp.data.user?.app_metadata.role).toBeUndefined();
    expect(await tokenRole(newcomer)).toBeUndefined();
    expect(await seesDrafts(newcomer)).toBe(false);
  });
});
