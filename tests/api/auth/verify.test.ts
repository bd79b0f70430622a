import { describe, expect, it } from 'vitest';
import { backends } from '../../support/databases.ts';
import { uniqueEmail } from '../../support/uniqueEmail.ts';
import { fragmentOf, SITE_URL, suiteServer } from '../support/server.ts';

describe.each(backends)('GET and POST /verify (%s)', (backend) => {
  const server = suiteServer({ backend });

  async function pendingSignup() {
    const email = uniqueEmail();
    await server.client().auth.signUp({ email, password: 'secret12' });
    return { email, mail: await server.lastMailTo(email) };
  }

  it('confirms with the 6-digit code from the mail (type email)', async () => {
    const { email, mail } = await pendingSignup();
    const { data, error } = await server.client().auth.verifyOtp({ email, token: server.codeIn(mail), type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.user.email_confirmed_at).toBeTruthy();
    const { decodeJwt } = await import('jose');
    expect(decodeJwt(data.session!.access_token).amr).toEqual([{ method: 'otp', timestamp: expect.any(Number) }]);
  });

  it('lets a HEAD request (link checkers) leave the token unused', async () => {
    const { mail } = await pendingSignup();
    const head = await fetch(server.linkIn(mail), { method: 'HEAD', redirect: 'manual' });
    expect(head.status).toBeGreaterThanOrEqual(400);
    const get = await fetch(server.linkIn(mail), { redirect: 'manual' });
    expect(fragmentOf(get.headers.get('location')).access_token).toBeTruthy();
  });

  it('confirms with the token hash', async () => {
    const { mail } = await pendingSignup();
    const tokenHash = new URL(server.linkIn(mail)).searchParams.get('token')!;
    const { data, error } = await server.client().auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
    expect(error).toBeNull();
    expect(data.session).toBeTruthy();
  });

  it('refuses wrong, reused and expired codes with otp_expired', async () => {
    const { email, mail } = await pendingSignup();
    const wrong = await server.client().auth.verifyOtp({ email, token: '000000', type: 'signup' });
    expect(wrong.error?.code).toBe('otp_expired');
    expect(wrong.error?.status).toBe(403);
    expect(wrong.error?.message).toBe('Token has expired or is invalid');

    await server.db.query("update auth.users set confirmation_sent_at = now() - interval '2 hours' where email = $1", [email]);
    const expired = await fetch(server.linkIn(mail), { redirect: 'manual' });
    expect(expired.status).toBe(303);
    expect(fragmentOf(expired.headers.get('location'))).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
      sb: '',
    });
    const hash = await server.client().auth.verifyOtp({ token_hash: 'f'.repeat(56), type: 'signup' });
    expect(hash.error?.message).toBe('Email link is invalid or has expired');
  });

  it('validates its parameters', async () => {
    const noType = await fetch(`${server.authUrl}/verify?token=abc`);
    expect(noType.status).toBe(400);
    expect((await noType.json()).msg).toBe('Verify requires a verification type');
    const badType = await server.api('/verify', { method: 'POST', json: { type: 'bogus', token_hash: 'x' } });
    expect((await badType.json()).message).toBe('Unsupported verification type');
    const mixed = await server.api('/verify', { method: 'POST', json: { type: 'signup', token_hash: 'x', email: 'a@b.co' } });
    expect((await mixed.json()).message).toBe('Only the token_hash and type should be provided');
    const neither = await server.api('/verify', { method: 'POST', json: { type: 'signup' } });
    expect((await neither.json()).message).toBe('Verify requires either a token or a token hash');
    const badEmail = await server.api('/verify', { method: 'POST', json: { type: 'signup', token: '123456', email: 'nope' } });
    expect(badEmail.status).toBe(422);
    expect((await badEmail.json()).message).toBe('Invalid email format');
  });

  it('checks a phone number before looking up its code: 400 unless E.164, then 403 for an unknown one', async () => {
    const auth = server.client().auth;
    for (const phone of ['abc', '+0155512345', '1', '1234567890123456', '+1 555-123-4567']) {
      for (const type of ['sms', 'phone_change'] as const) {
        const { error } = await auth.verifyOtp({ phone, token: '123456', type });
        expect(error, `${type} ${phone}`).toMatchObject({ status: 400, code: 'validation_failed', message: 'Invalid phone number format (E.164 required)' });
      }
    }
    for (const phone of ['+1 555 123 4567', '15551234567']) {
      const { error } = await auth.verifyOtp({ phone, token: '123456', type: 'sms' });
      expect(error, phone).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
    }
    // Before the type is even looked at, as GoTrue validates the address first.
    const badType = await server.api('/verify', { method: 'POST', json: { type: 'bogus', phone: 'abc', token: '123456' } });
    expect((await badType.json()).message).toBe('Invalid phone number format (E.164 required)');
    const both = await server.api('/verify', { method: 'POST', json: { type: 'sms', phone: '15551234567', email: 'a@b.co', token: '123456' } });
    expect(both.status).toBe(400);
    expect((await both.json()).message).toBe('Only an email address or phone number should be provided on verify');
  });

  it('completes a PKCE sign-up: the link carries ?code= and the client exchanges it once', async () => {
    const email = uniqueEmail();
    const client = server.client({ flowType: 'pkce' });
    const { error } = await client.auth.signUp({ email, password: 'secret12', options: { emailRedirectTo: `${SITE_URL}/welcome` } });
    expect(error).toBeNull();
    const link = server.linkIn(await server.lastMailTo(email));
    expect(new URL(link).searchParams.get('token')?.startsWith('pkce_')).toBe(true);
    const response = await fetch(link, { redirect: 'manual' });
    const location = new URL(response.headers.get('location')!);
    expect(location.origin + location.pathname).toBe(`${SITE_URL}/welcome`);
    const code = location.searchParams.get('code')!;
    expect(code).toBeTruthy();
    const exchanged = await client.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.email).toBe(email);
    const { decodeJwt } = await import('jose');
    expect((decodeJwt(exchanged.data.session!.access_token).amr as { method: string }[])[0]?.method).toBe('email/signup');

    const twice = await server.api('/token?grant_type=pkce', { method: 'POST', json: { auth_code: code, code_verifier: 'x'.repeat(43) } });
    expect(twice.status).toBe(404);
    expect((await twice.json()).code).toBe('flow_state_not_found');
  });

  it('refuses a PKCE exchange with the wrong verifier', async () => {
    const email = uniqueEmail();
    const client = server.client({ flowType: 'pkce' });
    await client.auth.signUp({ email, password: 'secret12' });
    const response = await fetch(server.linkIn(await server.lastMailTo(email)), { redirect: 'manual' });
    const code = new URL(response.headers.get('location')!).searchParams.get('code')!;
    const wrong = await server.api('/token?grant_type=pkce', { method: 'POST', json: { auth_code: code, code_verifier: 'y'.repeat(64) } });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).code).toBe('bad_code_verifier');
    const missing = await server.api('/token?grant_type=pkce', { method: 'POST', json: { auth_code: code } });
    expect((await missing.json()).code).toBe('validation_failed');
    await server.db.query("update auth.flow_state set auth_code_issued_at = now() - interval '10 minutes'");
    const expired = await client.auth.exchangeCodeForSession(code);
    expect(expired.error?.code).toBe('flow_state_expired');
  });
});
