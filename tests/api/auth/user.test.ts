import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { backends } from '../../support/databases.ts';
import { uniqueEmail } from '../../support/uniqueEmail.ts';
import { confirmedUser } from '../support/members.ts';
import { fragmentOf, suiteServer } from '../support/server.ts';

describe.each(backends)('GET and PUT /user (%s)', (backend) => {
  const server = suiteServer({ backend });

  it('returns the signed-in user with identities', async () => {
    const { email, client } = await confirmedUser(server);
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, aud: 'authenticated', role: 'authenticated', phone: '', is_anonymous: false });
    expect(data.user?.identities?.[0]).toMatchObject({ provider: 'email', email, identity_data: { email, sub: data.user?.id } });
    expect(data.user).not.toHaveProperty('encrypted_password');
  });

  it('checks the bearer token', async () => {
    const none = await server.api('/user');
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ code: 'no_authorization', message: 'This endpoint requires a valid Bearer token' });

    const anonKey = await server.api('/user', { token: server.anonKey });
    expect(anonKey.status).toBe(403);
    expect(await anonKey.json()).toMatchObject({ code: 'bad_jwt', message: 'invalid claim: missing sub claim' });

    const forged = await new SignJWT({ sub: crypto.randomUUID(), role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(40)));
    const bad = await server.api('/user', { token: forged });
    expect(bad.status).toBe(403);
    expect((await bad.json()).code).toBe('bad_jwt');

    const garbage = await server.api('/user', { token: 'not.a.jwt' });
    expect(garbage.status).toBe(403);
  });

  it('reports a user that no longer exists and an audience mismatch', async () => {
    const { client } = await confirmedUser(server);
    const session = (await client.auth.getSession()).data.session!;
    const wrongAud = await server.api('/user', { token: session.access_token, headers: { 'x-jwt-aud': 'other' } });
    expect(wrongAud.status).toBe(400);
    expect((await wrongAud.json()).code).toBe('validation_failed');
    await server.admin().auth.admin.deleteUser(session.user.id);
    const gone = await server.api('/user', { token: session.access_token });
    expect(gone.status).toBe(403);
    expect((await gone.json()).code).toBe('user_not_found');
  });

  it('merges metadata and deletes keys set to null', async () => {
    const { client } = await confirmedUser(server);
    await client.auth.updateUser({ data: { full_name: 'Ana', city: 'Porto' } });
    const { data, error } = await client.auth.updateUser({ data: { city: null, plan: 'free' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ email_verified: true, full_name: 'Ana', plan: 'free' });
  });

  it('changes the password, ends other sessions and refuses the same password', async () => {
    const { email, client } = await confirmedUser(server, 'first-pass');
    const other = server.client();
    await other.auth.signInWithPassword({ email, password: 'first-pass' });
    const same = await client.auth.updateUser({ password: 'first-pass' });
    expect(same.error?.code).toBe('same_password');
    expect(same.error?.message).toBe('New password should be different from the old password.');
    const weak = await client.auth.updateUser({ password: '123' });
    expect(weak.error?.code).toBe('weak_password');
    expect((await client.auth.updateUser({ password: 'second-pass' })).error).toBeNull();
    expect((await client.auth.getUser()).error).toBeNull();
    expect((await other.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    expect((await server.client().auth.signInWithPassword({ email, password: 'second-pass' })).error).toBeNull();
    expect((await server.client().auth.signInWithPassword({ email, password: 'first-pass' })).error?.code).toBe('invalid_credentials');
  });

  it('refuses app_metadata from a user', async () => {
    const { client } = await confirmedUser(server);
    const token = (await client.auth.getSession()).data.session!.access_token;
    const response = await server.api('/user', { method: 'PUT', token, json: { app_metadata: { plan: 'premium' } } });
    expect(response.status).toBe(403);
    expect((await response.json()).code).toBe('not_admin');
  });

  it('changes the email only after both addresses confirm (secure email change)', async () => {
    const { email, client } = await confirmedUser(server);
    const newEmail = uniqueEmail('new');
    const { data, error } = await client.auth.updateUser({ email: newEmail.toUpperCase() });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.new_email).toBe(newEmail);
    const toNew = await server.lastMailTo(newEmail);
    const toOld = await server.lastMailTo(email);
    expect(toNew.subject).toBe('Confirm your new email address');
    expect(toOld.subject).toBe('Confirm your new email address');

    const first = await fetch(server.linkIn(toOld), { redirect: 'manual' });
    expect(fragmentOf(first.headers.get('location'))).toEqual({
      message: 'Confirmation link accepted. Please proceed to confirm link sent to the other email',
      sb: '',
    });
    expect((await client.auth.getUser()).data.user?.email).toBe(email);

    const second = await client.auth.verifyOtp({ email: newEmail, token: server.codeIn(toNew), type: 'email_change' });
    expect(second.error).toBeNull();
    expect(second.data.session?.user.email).toBe(newEmail);
    expect(second.data.user?.identities?.[0]?.identity_data?.email).toBe(newEmail);
  });

  it('refuses an address another user has', async () => {
    const { client } = await confirmedUser(server);
    const { email: taken } = await confirmedUser(server);
    const { error } = await client.auth.updateUser({ email: taken });
    expect(error?.code).toBe('email_exists');
    expect(error?.status).toBe(422);
  });
});
