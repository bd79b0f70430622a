import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../support/uniqueEmail.ts';
import { suiteServer } from '../support/server.ts';

describe('rate limits per IP (429 over_request_rate_limit)', () => {
  const server = suiteServer({
    env: { RATE_LIMIT_TOKEN_REFRESH: '3', RATE_LIMIT_VERIFY: '2', RATE_LIMIT_SIGN_IN_SIGN_UPS: '2', RATE_LIMIT_OTP: '1', RATE_LIMIT_MFA: '1' },
  });

  it('limits /token', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await server.api('/token?grant_type=refresh_token', { method: 'POST', json: { refresh_token: 'x' } });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(await response.json()).toMatchObject({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
      }
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    const { error } = await server.client().auth.signInWithPassword({ email: uniqueEmail(), password: 'secret12' });
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_request_rate_limit');
  });

  it('limits /verify, /recover and /otp each on their own', async () => {
    const verify = [];
    for (let i = 0; i < 3; i += 1) verify.push((await server.api('/verify', { method: 'POST', json: { type: 'signup', token_hash: 'x' } })).status);
    expect(verify).toEqual([403, 403, 429]);
    const recover = [];
    for (let i = 0; i < 3; i += 1) recover.push((await server.api('/recover', { method: 'POST', json: { email: uniqueEmail() } })).status);
    expect(recover).toEqual([200, 200, 429]);
    const otp = [];
    for (let i = 0; i < 2; i += 1) otp.push((await server.api('/otp', { method: 'POST', json: { email: uniqueEmail(), create_user: false } })).status);
    expect(otp).toEqual([422, 429]);
  });
});

describe('mail limits (429 over_email_send_rate_limit)', () => {
  const server = suiteServer({ env: { SMTP_MAX_FREQUENCY: '60', RATE_LIMIT_EMAIL_SENT: '3' } });

  it('allows one mail of a kind per user per interval, and a server-wide hourly budget', async () => {
    const email = uniqueEmail();
    const client = server.client();
    expect((await client.auth.signUp({ email, password: 'secret12' })).error).toBeNull();
    const again = await client.auth.resend({ type: 'signup', email });
    expect(again.error?.status).toBe(429);
    expect(again.error?.code).toBe('over_email_send_rate_limit');
    expect(again.error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);

    expect((await client.auth.signUp({ email: uniqueEmail(), password: 'secret12' })).error).toBeNull();
    expect((await client.auth.signUp({ email: uniqueEmail(), password: 'secret12' })).error).toBeNull();
    const over = await client.auth.signUp({ email: uniqueEmail(), password: 'secret12' });
    expect(over.error?.status).toBe(429);
    expect(over.error?.code).toBe('over_email_send_rate_limit');
    expect(over.error?.message).toBe('email rate limit exceeded');
  });
});
