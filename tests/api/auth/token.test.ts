import bcrypt from 'bcryptjs';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { backends } from '../../support/databases.ts';
import { uniqueEmail } from '../../support/uniqueEmail.ts';
import { confirmedUser } from '../support/members.ts';
import { SITE_URL, suiteServer } from '../support/server.ts';

describe.each(backends)('POST /token (%s)', (backend) => {
  const server = suiteServer({ backend });

  it('signs in with a password and issues the access token GoTrue issues', async () => {
    const { email, client } = await confirmedUser(server, 'secret12');
    const { data } = await client.auth.getSession();
    const session = data.session!;
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    const claims = decodeJwt(session.access_token);
    expect(decodeProtectedHeader(session.access_token)).toMatchObject({ alg: 'HS256', typ: 'JWT' });
    expect(claims).toMatchObject({
      iss: `${SITE_URL}/auth/v1`,
      sub: session.user.id,
      aud: 'authenticated',
      email,
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(session.expires_at).toBe(claims.exp);
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    expect(typeof claims.session_id).toBe('string');
    expect(claims).not.toHaveProperty('jti');
    expect(session.refresh_token.split('.')).toHaveLength(1);
    expect(session.user.last_sign_in_at).toBeTruthy();
  });

  it('gives one answer for an unknown address and a wrong password', async () => {
    const { email } = await confirmedUser(server, 'secret12');
    const wrong = await server.client().auth.signInWithPassword({ email, password: 'not-it-at-all' });
    const unknown = await server.client().auth.signInWithPassword({ email: uniqueEmail(), password: 'secret12' });
    for (const result of [wrong, unknown]) {
      expect(result.error?.name).toBe('AuthApiError');
      expect(result.error?.status).toBe(400);
      expect(result.error?.code).toBe('invalid_credentials');
      expect(result.error?.message).toBe('Invalid login credentials');
    }
  });

  it('validates the grant and its fields', async () => {
    const unsupported = await server.api('/token?grant_type=magic', { method: 'POST', json: {} });
    expect(unsupported.status).toBe(400);
    expect(await unsupported.json()).toMatchObject({ code: 'invalid_credentials', message: 'unsupported_grant_type' });
    const missing = await server.api('/token?grant_type=password', { method: 'POST', json: { password: 'x' } });
    expect(await missing.json()).toMatchObject({ code: 'validation_failed', message: 'missing email or phone' });
    const both = await server.api('/token?grant_type=password', { method: 'POST', json: { email: 'a@b.co', phone: '1555', password: 'x' } });
    expect((await both.json()).message).toBe('Only an email address or phone number should be provided on login.');
    const noToken = await server.api('/token?grant_type=refresh_token', { method: 'POST', json: {} });
    expect(noToken.status).toBe(400);
    expect(await noToken.json()).toEqual({ error: 'invalid_request', error_description: 'refresh_token required' });
    const idToken = await server.api('/token?grant_type=id_token', { method: 'POST', json: {} });
    expect(idToken.status).toBe(400);
    expect(await idToken.json()).toEqual({ error: 'invalid request', error_description: 'id_token required' });
  });

  it('adds weak_password when a correct password fails today’s rules', async () => {
    const email = uniqueEmail();
    const hash = bcrypt.hashSync('12345', 10);
    await server.admin().auth.admin.createUser({ email, password_hash: hash, email_confirm: true } as never);
    const { data, error } = await server.client().auth.signInWithPassword({ email, password: '12345' });
    expect(error).toBeNull();
    expect(data.weakPassword).toEqual({ message: 'Password should be at least 6 characters.', reasons: ['length'] });
  });

  it('accepts an imported bcrypt hash and replaces it with argon2id', async () => {
    const email = uniqueEmail();
    const hash = bcrypt.hashSync('imported-pass', 10).replace(/^\$2b\$/, '$2a$');
    const created = await server.admin().auth.admin.createUser({ email, password_hash: hash, email_confirm: true } as never);
    expect(created.error).toBeNull();
    const { error } = await server.client().auth.signInWithPassword({ email, password: 'imported-pass' });
    expect(error).toBeNull();
    const { rows } = await server.db.query<{ encrypted_password: string }>('select encrypted_password from auth.users where email = $1', [email]);
    expect(rows[0]?.encrypted_password.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    expect((await server.client().auth.signInWithPassword({ email, password: 'imported-pass' })).error).toBeNull();
  });

  it('refuses a banned user', async () => {
    const email = uniqueEmail();
    await server.admin().auth.admin.createUser({ email, password: 'secret12', email_confirm: true, ban_duration: '24h' });
    const { error } = await server.client().auth.signInWithPassword({ email, password: 'secret12' });
    expect(error?.code).toBe('user_banned');
  });
});

describe.each(backends)('refresh token rotation and reuse (%s)', (backend) => {
  const server = suiteServer({ backend });

  const refresh = (token: string) => server.api('/token?grant_type=refresh_token', { method: 'POST', json: { refresh_token: token } });

  it('rotates on every use and keeps the session id', async () => {
    const { client } = await confirmedUser(server);
    const first = (await client.auth.getSession()).data.session!;
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session!.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(data.session!.access_token).session_id).toBe(decodeJwt(first.access_token).session_id);
    expect(decodeJwt(data.session!.access_token).amr).toEqual(decodeJwt(first.access_token).amr);
  });

  it('gives a second tab presenting the replaced token the same current pair', async () => {
    const { client } = await confirmedUser(server);
    const original = (await client.auth.getSession()).data.session!.refresh_token;
    const tabA = await (await refresh(original)).json();
    const tabB = await (await refresh(original)).json();
    expect(tabB.refresh_token).toBe(tabA.refresh_token);
    // And the current token still works afterwards.
    const next = await refresh(tabA.refresh_token);
    expect(next.status).toBe(200);
  });

  it('issues a new child for a revoked token inside the reuse interval', async () => {
    const { client } = await confirmedUser(server);
    const t0 = (await client.auth.getSession()).data.session!.refresh_token;
    const t1 = (await (await refresh(t0)).json()).refresh_token as string;
    const t2 = (await (await refresh(t1)).json()).refresh_token as string;
    expect(t2).toBeTruthy();
    // t0 is revoked and no longer the parent of the current token, but was revoked seconds ago.
    const late = await refresh(t0);
    expect(late.status).toBe(200);
  });

  it('treats reuse after the interval as an attack and revokes the session', async () => {
    const { client } = await confirmedUser(server);
    const t0 = (await client.auth.getSession()).data.session!.refresh_token;
    const t1 = (await (await refresh(t0)).json()).refresh_token as string;
    const t2 = (await (await refresh(t1)).json()).refresh_token as string;
    await server.db.query("update auth.refresh_tokens set updated_at = now() - interval '1 minute' where revoked");
    const reused = await refresh(t0);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' });
    expect(reused.headers.get('x-sb-error-code')).toBe('refresh_token_already_used');
    // Every token of the session is now revoked, the newest included.
    const current = await refresh(t2);
    expect(current.status).toBe(400);
    expect((await current.json()).code).toBe('refresh_token_already_used');
  });

  it('answers refreshes arriving together each on its own (one batch, one commit)', async () => {
    const users = await Promise.all([1, 2, 3].map(() => confirmedUser(server)));
    const tokens = await Promise.all(users.map(async ({ client }) => (await client.auth.getSession()).data.session!.refresh_token));
    const [a, b, c] = tokens as [string, string, string];
    const answers = await Promise.all([refresh(a), refresh(b), refresh('never-issued-token'), refresh(c), refresh(c)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 400, 200, 200]);
    const [fromA, fromB, unknown, fromC, fromCAgain] = await Promise.all(answers.map((answer) => answer.json()));
    expect(unknown.code).toBe('refresh_token_not_found');
    expect(new Set([fromA.refresh_token, fromB.refresh_token, fromC.refresh_token]).size).toBe(3);
    // The same token twice at once: the second is the multi-tab case and gets the same pair.
    expect(fromCAgain.refresh_token).toBe(fromC.refresh_token);
    expect([fromA, fromB, fromC].map((session) => session.user.email)).toEqual(users.map((user) => user.email));
    expect((await refresh(fromA.refresh_token)).status).toBe(200);
  });

  it('reports unknown tokens and tokens of deleted sessions', async () => {
    const unknown = await refresh('never-issued-token');
    expect(await unknown.json()).toMatchObject({ code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' });
    const { client } = await confirmedUser(server);
    const token = (await client.auth.getSession()).data.session!.refresh_token;
    await client.auth.signOut({ scope: 'global' });
    expect((await (await refresh(token)).json()).code).toBe('refresh_token_not_found');
  });
});
