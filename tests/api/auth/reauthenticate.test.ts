import { describe, expect, it } from 'vitest';
import { backends } from '../../support/databases.ts';
import { confirmedUser } from '../support/members.ts';
import { suiteServer, type TestServer } from '../support/server.ts';

/** A signed-in user whose session began 25 hours ago: past GoTrue's 24-hour "recent sign-in" window. */
async function staleMember(server: TestServer) {
  const member = await confirmedUser(server, 'first-pass');
  const session = (await member.client.auth.getSession()).data.session!;
  await server.db.query(`update auth.sessions set created_at = now() - interval '25 hours' where user_id = $1`, [session.user.id]);
  return { ...member, userId: session.user.id, token: session.access_token };
}

describe.each(backends)('reauthentication and secure password change (%s)', (backend) => {
  const server = suiteServer({ backend, env: { AUTH_SECURE_PASSWORD_CHANGE: 'true', SMTP_MAX_FREQUENCY: '60' } });

  it('lets a session younger than a day change the password without a nonce', async () => {
    const { email, client } = await confirmedUser(server, 'first-pass');
    expect((await client.auth.updateUser({ password: 'second-pass' })).error).toBeNull();
    expect((await server.client().auth.signInWithPassword({ email, password: 'second-pass' })).error).toBeNull();
  });

  it('asks an older session for the mailed nonce, checks it, and uses it once', async () => {
    const { email, client, userId } = await staleMember(server);
    const other = server.client();
    await other.auth.signInWithPassword({ email, password: 'first-pass' });

    const without = await client.auth.updateUser({ password: 'second-pass' });
    expect(without.error).toMatchObject({ status: 400, code: 'reauthentication_needed', message: 'Password update requires reauthentication' });
    const unsent = await client.auth.updateUser({ password: 'second-pass', nonce: '123456' });
    expect(unsent.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid', message: 'Nonce has expired or is invalid' });

    const sent = await client.auth.reauthenticate();
    expect(sent).toEqual({ data: { user: null, session: null }, error: null });
    const mail = await server.lastMailTo(email);
    expect(mail.subject).toBe('Confirm reauthentication');
    expect(mail.text).toMatch(/Enter this code: \d{6}/);
    expect(mail.text).not.toContain('/auth/v1/verify');
    const nonce = server.codeIn(mail);
    const user = (await client.auth.getUser()).data.user as Record<string, unknown> | null;
    expect(user?.reauthentication_sent_at).toBeTruthy();

    const again = await client.auth.reauthenticate();
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(again.error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);

    const wrong = await client.auth.updateUser({ password: 'second-pass', nonce: nonce === '000000' ? '111111' : '000000' });
    expect(wrong.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
    const weak = await client.auth.updateUser({ password: '123', nonce });
    expect(weak.error?.code).toBe('weak_password');

    const changed = await client.auth.updateUser({ password: 'second-pass', nonce });
    expect(changed.error).toBeNull();
    expect((await server.client().auth.signInWithPassword({ email, password: 'second-pass' })).error).toBeNull();
    expect((await other.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    const reused = await client.auth.updateUser({ password: 'third-pass', nonce });
    expect(reused.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
    const stored = await server.db.query<{ reauthentication_token: string }>('select reauthentication_token from auth.users where id = $1', [userId]);
    expect(stored.rows[0]?.reauthentication_token).toBe('');
  });

  it('refuses a nonce older than an hour, and metadata changes need none', async () => {
    const { client, email, userId } = await staleMember(server);
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const nonce = server.codeIn(await server.lastMailTo(email));
    await server.db.query(`update auth.users set reauthentication_sent_at = now() - interval '61 minutes' where id = $1`, [userId]);
    const expired = await client.auth.updateUser({ password: 'second-pass', nonce });
    expect(expired.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid', message: 'Nonce has expired or is invalid' });
    expect((await client.auth.updateUser({ data: { full_name: 'Ana' } })).error).toBeNull();
  });

  it('mails nonces only to a signed-in user with a confirmed address', async () => {
    const none = await server.api('/reauthenticate');
    expect(none.status).toBe(401);
    expect((await none.json()).code).toBe('no_authorization');
    const { client, userId } = await staleMember(server);
    await server.db.query('update auth.users set email_confirmed_at = null where id = $1', [userId]);
    const unconfirmed = await client.auth.reauthenticate();
    expect(unconfirmed.error).toMatchObject({ status: 422, code: 'email_not_confirmed', message: 'Please verify your email first.' });
  });
});

describe('secure password change is off by default', () => {
  const server = suiteServer();

  it('changes the password of an old session without a nonce', async () => {
    const { email, client } = await staleMember(server);
    expect((await client.auth.updateUser({ password: 'second-pass' })).error).toBeNull();
    expect((await server.client().auth.signInWithPassword({ email, password: 'second-pass' })).error).toBeNull();
    // GET /reauthenticate still mails a nonce; nothing asks for it.
    expect((await client.auth.reauthenticate()).error).toBeNull();
  });
});
