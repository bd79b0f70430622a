import { describe, expect, it } from 'vitest';
import { backends } from '../../support/databases.ts';
import { uniqueEmail } from '../../support/uniqueEmail.ts';
import { confirmedUser } from '../support/members.ts';
import { fragmentOf, SITE_URL, suiteServer } from '../support/server.ts';

describe.each(backends)('/admin/users (%s)', (backend) => {
  const server = suiteServer({ backend });

  it('creates a confirmed user without sending mail, and gets, updates and deletes it', async () => {
    const admin = server.admin().auth.admin;
    const email = uniqueEmail();
    const before = (await server.mails()).length;
    const created = await admin.createUser({
      email,
      password: 'secret12',
      email_confirm: true,
      user_metadata: { full_name: 'Admin Made' },
      app_metadata: { plan: 'premium' },
    });
    expect(created.error).toBeNull();
    const user = created.data.user!;
    expect(user.email_confirmed_at).toBeTruthy();
    expect(user.app_metadata).toEqual({ provider: 'email', providers: ['email'], plan: 'premium' });
    expect((await server.mails()).length).toBe(before);

    const fetched = await admin.getUserById(user.id);
    expect(fetched.data.user?.email).toBe(email);

    const updated = await admin.updateUserById(user.id, { user_metadata: { city: 'Lisbon' }, ban_duration: '1h' });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({ full_name: 'Admin Made', city: 'Lisbon' });
    expect(updated.data.user?.banned_until).toBeTruthy();
    const unbanned = await admin.updateUserById(user.id, { ban_duration: 'none' });
    expect(unbanned.data.user?.banned_until).toBeUndefined();

    expect((await admin.deleteUser(user.id)).error).toBeNull();
    const gone = await admin.getUserById(user.id);
    expect(gone.error?.status).toBe(404);
    expect(gone.error?.code).toBe('user_not_found');
  });

  it('refuses duplicates and users without an address', async () => {
    const admin = server.admin().auth.admin;
    const email = uniqueEmail();
    await admin.createUser({ email, password: 'secret12' });
    const duplicate = await admin.createUser({ email: email.toUpperCase(), password: 'secret12' });
    expect(duplicate.error?.code).toBe('email_exists');
    expect(duplicate.error?.status).toBe(422);
    const nothing = await admin.createUser({ password: 'secret12' });
    expect(nothing.error?.message).toBe('Cannot create a user without either an email or phone');
    const bad = await server.api('/admin/users/not-a-uuid', { token: server.serviceKey });
    expect(bad.status).toBe(404);
    expect((await bad.json()).message).toBe('user_id must be an UUID');
  });

  it('lists users newest first with X-Total-Count and a Link header the client can page with', async () => {
    const admin = server.admin().auth.admin;
    for (let i = 0; i < 3; i += 1) await admin.createUser({ email: uniqueEmail('list'), password: 'secret12' });
    const page1 = await admin.listUsers({ page: 1, perPage: 2 });
    expect(page1.error).toBeNull();
    expect(page1.data.users).toHaveLength(2);
    const pagination = page1.data as { total?: number; nextPage?: number | null };
    expect(pagination.total).toBeGreaterThanOrEqual(3);
    expect(pagination.nextPage).toBe(2);
    const times = page1.data.users.map((u) => Date.parse(u.created_at));
    expect(times[0]).toBeGreaterThanOrEqual(times[1]!);
    const raw = await server.api('/admin/users?page=1&per_page=2', { token: server.serviceKey });
    expect(raw.headers.get('link')).toMatch(/^<\/admin\/users\?page=2&per_page=2>; rel="next", <\/admin\/users\?page=\d+&per_page=2>; rel="last"$/);
    expect((await raw.json()).aud).toBe('authenticated');
    const badPage = await server.api('/admin/users?page=zero', { token: server.serviceKey });
    expect(badPage.status).toBe(400);
  });

  it('is for the service_role key only', async () => {
    const anon = await server.api('/admin/users', { token: server.anonKey });
    expect(anon.status).toBe(403);
    expect(await anon.json()).toMatchObject({ code: 'not_admin', message: 'User not allowed' });
    const { client } = await confirmedUser(server);
    const userToken = (await client.auth.getSession()).data.session!.access_token;
    const asUser = await server.api('/admin/users', { token: userToken });
    expect((await asUser.json()).code).toBe('not_admin');
    const none = await server.api('/admin/users');
    expect(none.status).toBe(401);
    expect((await none.json()).code).toBe('no_authorization');
    const viaClient = await client.auth.admin.listUsers();
    expect(viaClient.error?.code).toBe('not_admin');
  });

  it('invites by mail; the invitation link confirms and signs in', async () => {
    const email = uniqueEmail('invited');
    const { data, error } = await server.admin().auth.admin.inviteUserByEmail(email, { data: { full_name: 'Guest' } });
    expect(error).toBeNull();
    expect(data.user?.invited_at).toBeTruthy();
    const mail = await server.lastMailTo(email);
    expect(mail.subject).toBe("You've been invited");
    const fragment = fragmentOf((await fetch(server.linkIn(mail), { redirect: 'manual' })).headers.get('location'));
    expect(fragment.type).toBe('invite');
    const user = await server.client().auth.getUser(fragment.access_token);
    expect(user.data.user?.email_confirmed_at).toBeTruthy();
    const again = await server.admin().auth.admin.inviteUserByEmail(email);
    expect(again.error?.code).toBe('email_exists');
  });

  it('generates links without sending mail', async () => {
    const { email } = await confirmedUser(server);
    const before = (await server.mails()).length;
    const { data, error } = await server.admin().auth.admin.generateLink({ type: 'recovery', email });
    expect(error).toBeNull();
    expect(data.properties?.verification_type).toBe('recovery');
    expect(data.properties?.action_link).toContain('/auth/v1/verify?token=');
    expect(data.user?.email).toBe(email);
    expect((await server.mails()).length).toBe(before);
    const verified = await server.client().auth.verifyOtp({ email, token: data.properties!.email_otp, type: 'recovery' });
    expect(verified.error).toBeNull();
    const bad = await server.admin().auth.admin.generateLink({ type: 'email_change_new', email, newEmail: '' });
    expect(bad.error?.code).toBe('validation_failed');
    const { client } = await confirmedUser(server);
    expect((await client.auth.admin.generateLink({ type: 'magiclink', email })).error?.code).toBe('not_admin');
  });

  it('generates the two halves of an email change; verifying both swaps the address', async () => {
    const admin = server.admin().auth.admin;
    const { email } = await confirmedUser(server);
    const newEmail = uniqueEmail('moved');
    const before = (await server.mails()).length;
    const current = await admin.generateLink({ type: 'email_change_current', email, newEmail });
    const next = await admin.generateLink({ type: 'email_change_new', email, newEmail, options: { redirectTo: `${SITE_URL}/profile` } });
    expect(current.error).toBeNull();
    expect(next.error).toBeNull();
    expect(current.data.properties).toMatchObject({ verification_type: 'email_change_current', redirect_to: SITE_URL });
    expect(next.data.properties).toMatchObject({ verification_type: 'email_change_new', redirect_to: `${SITE_URL}/profile` });
    expect(next.data.user).toMatchObject({ email, new_email: newEmail });
    expect(next.data.user?.email_change_sent_at).toBeTruthy();
    for (const link of [current.data.properties!.action_link, next.data.properties!.action_link]) {
      expect(new URL(link).searchParams.get('type')).toBe('email_change');
    }
    expect((await server.mails()).length).toBe(before);

    const first = await fetch(current.data.properties!.action_link.replace(SITE_URL, server.url), { redirect: 'manual' });
    expect(fragmentOf(first.headers.get('location')).message).toBe('Confirmation link accepted. Please proceed to confirm link sent to the other email');
    const second = await server.client().auth.verifyOtp({ email: newEmail, token: next.data.properties!.email_otp, type: 'email_change' });
    expect(second.error).toBeNull();
    expect(second.data.user).toMatchObject({ email: newEmail });
    expect(second.data.user?.new_email).toBeUndefined();
  });

  it('answers the email change link types as GoTrue does', async () => {
    const admin = server.admin().auth.admin;
    const { email } = await confirmedUser(server);
    const current = await admin.generateLink({ type: 'email_change_current', email, newEmail: uniqueEmail('hash') });
    // hashed_token is the hash of the code with the current address: the current half's token.
    const byHash = await server.client().auth.verifyOtp({ token_hash: current.data.properties!.hashed_token, type: 'email_change' });
    expect(byHash.error).toBeNull();

    const unknown = await admin.generateLink({ type: 'email_change_new', email: uniqueEmail('ghost'), newEmail: uniqueEmail() });
    expect(unknown.error).toMatchObject({ status: 404, code: 'user_not_found', message: 'User with this email not found' });
    const { email: other } = await confirmedUser(server);
    const taken = await admin.generateLink({ type: 'email_change_new', email, newEmail: other });
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' });
    const missing = await admin.generateLink({ type: 'email_change_current', email, newEmail: '' });
    expect(missing.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'An email address is required' });
    const malformed = await admin.generateLink({ type: 'email_change_new', email, newEmail: 'not-an-address' });
    expect(malformed.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Unable to validate email address: invalid format' });
  });
});
