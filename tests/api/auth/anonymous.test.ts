import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../support/databases.ts';
import { uniqueEmail } from '../../support/uniqueEmail.ts';
import { fragmentOf, startServer, suiteServer, type TestServer } from '../support/server.ts';

describe.each(backends)('anonymous sign-ins (%s)', (backend) => {
  const server = suiteServer({ backend, env: { AUTH_ANONYMOUS_USERS: 'true' } });

  it('signs in a user without an address: is_anonymous in the user and the token, amr anonymous, role authenticated', async () => {
    const client = server.client();
    const { data, error } = await client.auth.signInAnonymously({ options: { data: { theme: 'dusk' } } });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email: '',
      phone: '',
      is_anonymous: true,
      app_metadata: {},
      user_metadata: { theme: 'dusk' },
      identities: [],
    });
    expect(data.user).not.toHaveProperty('email_confirmed_at');
    const claims = decodeJwt(data.session!.access_token);
    expect(claims).toMatchObject({ role: 'authenticated', is_anonymous: true, aal: 'aal1', email: '', phone: '', app_metadata: {} });
    expect((claims.amr as { method: string }[]).map((entry) => entry.method)).toEqual(['anonymous']);
    expect((await client.auth.getUser()).data.user?.is_anonymous).toBe(true);
    const refreshed = await client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session!.access_token).is_anonymous).toBe(true);
    const settings = await (await server.api('/settings')).json();
    expect(settings.external.anonymous_users).toBe(true);
  });

  it('refuses a password without an address, two-factor enrolment and reauthentication', async () => {
    const client = server.client();
    await client.auth.signInAnonymously();
    const password = await client.auth.updateUser({ password: 'secret123' });
    expect(password.error).toMatchObject({
      status: 422,
      code: 'validation_failed',
      message: 'Updating password of an anonymous user without an email or phone is not allowed',
    });
    const factor = await client.auth.mfa.enroll({ factorType: 'totp' });
    expect(factor.error).toMatchObject({ status: 403, code: 'no_authorization', message: 'Anonymous user not allowed to perform these actions' });
    const nonce = await client.auth.reauthenticate();
    expect(nonce.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Reauthentication requires the user to have an email or a phone number',
    });
  });

  it('becomes permanent with updateUser({ email, password }): one mail to the new address, the link ends is_anonymous', async () => {
    const client = server.client();
    const signIn = await client.auth.signInAnonymously();
    const id = signIn.data.user!.id;
    const email = uniqueEmail('anon');
    const before = (await server.mails()).length;

    const updated = await client.auth.updateUser({ email, password: 'secret123' });
    expect(updated.error).toBeNull();
    expect(updated.data.user).toMatchObject({ id, email: '', new_email: email, is_anonymous: true });
    const mails = await server.mails();
    expect(mails.length).toBe(before + 1);
    expect(mails[0]).toMatchObject({ to: [email], subject: 'Confirm your new email address' });
    // Not yet an account one can sign in to.
    expect((await server.client().auth.signInWithPassword({ email, password: 'secret123' })).error?.code).toBe('invalid_credentials');

    const response = await fetch(server.linkIn(mails[0]!), { redirect: 'manual' });
    const fragment = fragmentOf(response.headers.get('location'));
    expect(fragment.type).toBe('email_change');
    const { data } = await server.client().auth.getUser(fragment.access_token);
    expect(data.user).toMatchObject({ id, email, is_anonymous: false, app_metadata: { provider: 'email', providers: ['email'] } });
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.new_email).toBeUndefined();
    expect(data.user?.identities).toHaveLength(1);
    expect(data.user?.identities?.[0]).toMatchObject({ provider: 'email', identity_data: { sub: id, email, email_verified: true } });
    expect(decodeJwt(fragment.access_token!).is_anonymous).toBe(false);

    // The anonymous session carries on as the permanent user; the password works now.
    const refreshed = await client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session!.access_token)).toMatchObject({ is_anonymous: false, email });
    const password = await server.client().auth.signInWithPassword({ email, password: 'secret123' });
    expect(password.error).toBeNull();
    expect(password.data.user?.id).toBe(id);
  });

  it('becomes permanent by the mailed code too, then sets a password', async () => {
    const client = server.client();
    await client.auth.signInAnonymously();
    const email = uniqueEmail('anon-code');
    expect((await client.auth.updateUser({ email })).error).toBeNull();
    const code = server.codeIn(await server.lastMailTo(email));
    const verified = await client.auth.verifyOtp({ email, token: code, type: 'email_change' });
    expect(verified.error).toBeNull();
    expect(verified.data.user).toMatchObject({ email, is_anonymous: false });
    expect((await client.auth.updateUser({ password: 'secret123' })).error).toBeNull();
    expect((await server.client().auth.signInWithPassword({ email, password: 'secret123' })).error).toBeNull();
  });

  it('cannot take an address another account holds', async () => {
    const taken = uniqueEmail('taken');
    await server.admin().auth.admin.createUser({ email: taken, password: 'secret123', email_confirm: true });
    const client = server.client();
    await client.auth.signInAnonymously();
    const { error } = await client.auth.updateUser({ email: taken });
    expect(error).toMatchObject({ status: 422, code: 'email_exists' });
  });
});

describe('anonymous sign-ins: the switch, the hourly limit, autoconfirm', () => {
  let off: TestServer;
  let limited: TestServer;
  let autoconfirm: TestServer;
  beforeAll(async () => {
    off = await startServer({ env: { RATE_LIMIT_SIGN_IN_SIGN_UPS: '1' } });
    limited = await startServer({ env: { AUTH_ANONYMOUS_USERS: 'true', RATE_LIMIT_ANONYMOUS_USERS: '2', RATE_LIMIT_SIGN_IN_SIGN_UPS: '1' } });
    autoconfirm = await startServer({ autoconfirm: true, env: { AUTH_ANONYMOUS_USERS: 'true' } });
  });
  afterAll(async () => {
    await Promise.all([off.close(), limited.close(), autoconfirm.close()]);
  });

  it('is off by default: 422 anonymous_provider_disabled, before any rate limit is counted', async () => {
    for (let i = 0; i < 3; i += 1) {
      const { error } = await off.client().auth.signInAnonymously();
      expect(error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled', message: 'Anonymous sign-ins are disabled' });
    }
    expect((await (await off.api('/settings')).json()).external.anonymous_users).toBe(false);
    // The refusals did not use up the sign-up limit of 1.
    expect((await off.client().auth.signUp({ email: uniqueEmail(), password: 'secret123' })).error).toBeNull();
  });

  it('counts anonymous sign-ins per IP on their own limit (RATE_LIMIT_ANONYMOUS_USERS an hour)', async () => {
    expect((await limited.client().auth.signInAnonymously()).error).toBeNull();
    expect((await limited.client().auth.signInAnonymously()).error).toBeNull();
    const third = await limited.client().auth.signInAnonymously();
    expect(third.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    expect((await limited.client().auth.signUp({ email: uniqueEmail(), password: 'secret123' })).error).toBeNull();
  });

  it('under autoconfirm takes the address at once, without mail', async () => {
    const client = autoconfirm.client();
    await client.auth.signInAnonymously();
    const email = uniqueEmail('anon-auto');
    const before = (await autoconfirm.mails()).length;
    const { data, error } = await client.auth.updateUser({ email, password: 'secret123' });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, is_anonymous: false, identities: [expect.objectContaining({ provider: 'email', email })] });
    expect((await autoconfirm.mails()).length).toBe(before);
    expect((await autoconfirm.client().auth.signInWithPassword({ email, password: 'secret123' })).error).toBeNull();
  });
});
