import { describe, expect, it } from 'vitest';
import { backends } from '../../support/databases.ts';
import { uniqueEmail } from '../../support/uniqueEmail.ts';
import { confirmedUser } from '../support/members.ts';
import { fragmentOf, suiteServer } from '../support/server.ts';

describe.each(backends)('POST /otp and POST /resend (%s)', (backend) => {
  const server = suiteServer({ backend });

  it('mails a magic link to a confirmed user, and the link signs in once', async () => {
    const { email } = await confirmedUser(server);
    const { data, error } = await server.client().auth.signInWithOtp({ email });
    expect(error).toBeNull();
    expect(data).toEqual({ user: null, session: null, messageId: undefined });
    const mail = await server.lastMailTo(email);
    expect(mail.subject).toBe('Your sign-in link');
    const link = server.linkIn(mail);
    expect(link).toContain('type=magiclink');
    const fragment = fragmentOf((await fetch(link, { redirect: 'manual' })).headers.get('location'));
    expect(fragment.type).toBe('magiclink');
    expect(fragment.access_token).toBeTruthy();
    expect(fragmentOf((await fetch(link, { redirect: 'manual' })).headers.get('location')).error_code).toBe('otp_expired');
  });

  it('signs in with the magic-link code too', async () => {
    const { email } = await confirmedUser(server);
    await server.client().auth.signInWithOtp({ email });
    const code = server.codeIn(await server.lastMailTo(email));
    const { data, error } = await server.client().auth.verifyOtp({ email, token: code, type: 'magiclink' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
  });

  it('creates an unknown address and sends a confirmation, or refuses when create_user is false', async () => {
    const email = uniqueEmail();
    expect((await server.client().auth.signInWithOtp({ email, options: { data: { full_name: 'New' } } })).error).toBeNull();
    const mail = await server.lastMailTo(email);
    expect(mail.subject).toBe('Confirm your email address');
    expect(server.linkIn(mail)).toContain('type=signup');
    const refused = await server.client().auth.signInWithOtp({ email: uniqueEmail(), options: { shouldCreateUser: false } });
    expect(refused.error?.code).toBe('otp_disabled');
    expect(refused.error?.message).toBe('Signups not allowed for otp');
  });

  it('resends a pending confirmation and says nothing about other addresses', async () => {
    const email = uniqueEmail();
    await server.client().auth.signUp({ email, password: 'secret12' });
    const before = (await server.mails()).filter((m) => m.to.includes(email)).length;
    expect((await server.client().auth.resend({ type: 'signup', email })).error).toBeNull();
    expect((await server.mails()).filter((m) => m.to.includes(email)).length).toBe(before + 1);

    const total = (await server.mails()).length;
    expect((await server.client().auth.resend({ type: 'signup', email: uniqueEmail('ghost') })).error).toBeNull();
    const { email: confirmed } = await confirmedUser(server);
    expect((await server.client().auth.resend({ type: 'signup', email: confirmed })).error).toBeNull();
    expect((await server.mails()).length).toBe(total);
  });

  it('validates resend input', async () => {
    const noType = await server.api('/resend', { method: 'POST', json: { email: 'a@b.co' } });
    expect((await noType.json()).message).toBe('Missing one of these types: signup, email_change, sms, phone_change');
    const noEmail = await server.api('/resend', { method: 'POST', json: { type: 'signup' } });
    expect((await noEmail.json()).message).toBe('Type provided requires an email address');
  });
});
