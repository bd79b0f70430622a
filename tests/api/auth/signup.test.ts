import { describe, expect, it } from 'vitest';
import { backends } from '../../support/databases.ts';
import { uniqueEmail } from '../../support/uniqueEmail.ts';
import { fragmentOf, SITE_URL, suiteServer } from '../support/server.ts';

describe.each(backends)('sign-up with email confirmation (%s)', (backend) => {
  const server = suiteServer({ backend });

  it('answers a user without a session and mails a confirmation link that signs the user in', async () => {
    const email = uniqueEmail('Ana');
    const client = server.client();
    const { data, error } = await client.auth.signUp({
      email: `  ${email.toUpperCase()} `,
      password: 'secret12',
      options: { data: { full_name: 'Ana Lima' }, emailRedirectTo: `${SITE_URL}/` },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email.toLowerCase());
    expect(data.user?.user_metadata).toEqual({ full_name: 'Ana Lima' });
    expect(data.user?.identities).toHaveLength(1);
    expect(data.user?.email_confirmed_at).toBeUndefined();

    const mail = await server.lastMailTo(email.toLowerCase());
    expect(mail.subject).toBe('Confirm your email address');
    expect(mail.html).toContain('Stillwater');
    const link = server.linkIn(mail);
    expect(link).toContain('type=signup');

    const response = await fetch(link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = response.headers.get('location') as string;
    expect(location.startsWith(`${SITE_URL}/#`)).toBe(true);
    const fragment = fragmentOf(location);
    expect(fragment).toMatchObject({ token_type: 'bearer', type: 'signup', expires_in: '3600', sb: '' });
    expect(Object.keys(fragment)).toEqual([...Object.keys(fragment)].sort());

    const user = await client.auth.getUser(fragment.access_token);
    expect(user.data.user?.email_confirmed_at).toBeTruthy();
    expect(user.data.user?.user_metadata).toMatchObject({ full_name: 'Ana Lima', email_verified: true });

    // The link is single use.
    const again = await fetch(link, { redirect: 'manual' });
    expect(fragmentOf(again.headers.get('location'))).toMatchObject({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });
  });

  it('refuses sign-in before confirmation only after a correct password', async () => {
    const email = uniqueEmail();
    const client = server.client();
    await client.auth.signUp({ email, password: 'secret12' });
    const wrong = await client.auth.signInWithPassword({ email, password: 'wrong-password' });
    expect(wrong.error?.code).toBe('invalid_credentials');
    const right = await client.auth.signInWithPassword({ email, password: 'secret12' });
    expect(right.error?.code).toBe('email_not_confirmed');
    expect(right.error?.message).toBe('Email not confirmed');
  });

  it('hides an existing confirmed address behind a fake user and sends no mail', async () => {
    const email = uniqueEmail();
    const admin = server.admin();
    const created = await admin.auth.admin.createUser({ email, password: 'secret12', email_confirm: true });
    const before = (await server.mails()).length;
    const { data, error } = await server.client().auth.signUp({ email, password: 'another1', options: { data: { full_name: 'X' } } });
    expect(error).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(data.user?.id).not.toBe(created.data.user?.id);
    expect(data.user?.role).toBe('');
    expect((await server.mails()).length).toBe(before);
    // Nothing changed: the old password still works.
    const signIn = await server.client().auth.signInWithPassword({ email, password: 'secret12' });
    expect(signIn.error).toBeNull();
  });

  it('resends the confirmation to an unconfirmed address without changing its password', async () => {
    const email = uniqueEmail();
    const first = await server.client().auth.signUp({ email, password: 'secret12', options: { data: { full_name: 'First' } } });
    const second = await server.client().auth.signUp({ email, password: 'changed12', options: { data: { full_name: 'Second' } } });
    expect(second.data.user?.id).toBe(first.data.user?.id);
    expect(second.data.user?.user_metadata).toEqual({ full_name: 'First' });
    const mails = (await server.mails()).filter((m) => m.to.includes(email));
    expect(mails).toHaveLength(2);
    await fetch(server.linkIn(mails[0]!), { redirect: 'manual' });
    expect((await server.client().auth.signInWithPassword({ email, password: 'secret12' })).error).toBeNull();
    expect((await server.client().auth.signInWithPassword({ email, password: 'changed12' })).error?.code).toBe('invalid_credentials');
  });

  it('rejects weak, missing and overlong passwords and bad addresses', async () => {
    const client = server.client();
    const weak = await client.auth.signUp({ email: uniqueEmail(), password: '12345' });
    expect(weak.error?.name).toBe('AuthWeakPasswordError');
    expect(weak.error?.status).toBe(422);
    expect((weak.error as unknown as { reasons: string[] }).reasons).toEqual(['length']);
    expect(weak.error?.message).toBe('Password should be at least 6 characters.');

    const missing = await server.api('/signup', { method: 'POST', json: { email: uniqueEmail() } });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: 'validation_failed', message: 'Signup requires a valid password' });

    const long = await client.auth.signUp({ email: uniqueEmail(), password: 'x'.repeat(73) });
    expect(long.error?.code).toBe('validation_failed');
    expect(long.error?.message).toBe('Password cannot be longer than 72 characters');

    const badEmail = await client.auth.signUp({ email: 'not-an-address', password: 'secret12' });
    expect(badEmail.error?.code).toBe('validation_failed');
    expect(badEmail.error?.message).toBe('Unable to validate email address: invalid format');

    const both = await server.api('/signup', { method: 'POST', json: { email: uniqueEmail(), phone: '15551234567', password: 'secret12' } });
    expect((await both.json()).message).toBe('Only an email address or phone number should be provided on signup.');

    const anonymous = await client.auth.signInAnonymously();
    expect(anonymous.error?.code).toBe('anonymous_provider_disabled');
  });

  it('checks PKCE parameters', async () => {
    const half = await server.api('/signup', { method: 'POST', json: { email: uniqueEmail(), password: 'secret12', code_challenge: 'a'.repeat(43) } });
    expect((await half.json()).message).toBe('PKCE flow requires code_challenge_method and code_challenge');
    const short = await server.api('/signup', {
      method: 'POST',
      json: { email: uniqueEmail(), password: 'secret12', code_challenge: 'short', code_challenge_method: 's256' },
    });
    expect((await short.json()).message).toBe('code challenge has to be between 43 and 128 characters');
  });
});

describe.each(backends)('sign-up with AUTH_AUTOCONFIRM=true (%s)', (backend) => {
  const server = suiteServer({ backend, autoconfirm: true });

  it('answers a session at once and no mail is sent', async () => {
    const email = uniqueEmail();
    const { data, error } = await server.client().auth.signUp({ email, password: 'secret12', options: { data: { full_name: 'Bo' } } });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.session?.user.email_confirmed_at).toBeTruthy();
    expect(data.user?.user_metadata).toMatchObject({ full_name: 'Bo', email_verified: true });
    expect((await server.mails()).filter((m) => m.to.includes(email))).toHaveLength(0);
  });

  it('refuses an address already registered with user_already_exists', async () => {
    const email = uniqueEmail();
    await server.client().auth.signUp({ email, password: 'secret12' });
    const again = await server.client().auth.signUp({ email, password: 'secret12' });
    expect(again.error?.code).toBe('user_already_exists');
    expect(again.error?.status).toBe(422);
    expect(again.error?.message).toBe('User already registered');
  });
});
