import { describe, expect, it } from 'vitest';
import { fragmentOf, SITE_URL, suiteServer } from '../../api/support/server.ts';
import { passwordGrant } from '../../support/authApi.ts';
import { backends } from '../../support/databases.ts';
import { uniqueEmail } from '../../support/uniqueEmail.ts';

interface Session {
  access_token: string;
  refresh_token: string;
}

describe.each(backends)('mailed tokens and sessions (%s)', (backend) => {
  const server = suiteServer({ backend });

  /** Follow a mail link; the fragment of where it redirects tells success or the error. */
  async function click(link: string): Promise<Record<string, string>> {
    const response = await fetch(link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    return fragmentOf(response.headers.get('location'));
  }

  async function signUp(email: string): Promise<string> {
    const response = await server.api('/signup', { method: 'POST', json: { email, password: 'secret123' } });
    expect(response.status).toBe(200);
    return server.linkIn(await server.lastMailTo(email));
  }

  async function confirmedUser(): Promise<string> {
    const email = uniqueEmail('tok');
    expect((await click(await signUp(email))).access_token).toBeTruthy();
    return email;
  }

  async function signIn(email: string): Promise<Session> {
    const response = await passwordGrant(server, email, 'secret123');
    expect(response.status).toBe(200);
    return (await response.json()) as Session;
  }

  const refresh = (token: string) => server.api('/token?grant_type=refresh_token', { method: 'POST', json: { refresh_token: token } });

  it('a confirmation link works once; the second click is refused', async () => {
    const link = await signUp(uniqueEmail('confirm'));
    expect((await click(link)).access_token).toBeTruthy();
    expect(await click(link)).toMatchObject({ error_code: 'otp_expired' });
  });

  it('a confirmation link expires after the OTP lifetime (1 hour)', async () => {
    const email = uniqueEmail('confirm-old');
    const link = await signUp(email);
    await server.db.query("update auth.users set confirmation_sent_at = now() - interval '61 minutes' where email = $1", [email]);
    expect(await click(link)).toMatchObject({ error_code: 'otp_expired' });
  });

  it('a password-reset link works once and expires', async () => {
    const email = await confirmedUser();
    expect((await server.api('/recover', { method: 'POST', json: { email } })).status).toBe(200);
    const link = server.linkIn(await server.lastMailTo(email));
    expect(link).toContain('type=recovery');
    expect((await click(link)).type).toBe('recovery');
    expect(await click(link)).toMatchObject({ error_code: 'otp_expired' });

    expect((await server.api('/recover', { method: 'POST', json: { email } })).status).toBe(200);
    const second = server.linkIn(await server.lastMailTo(email));
    await server.db.query("update auth.users set recovery_sent_at = now() - interval '2 hours' where email = $1", [email]);
    expect(await click(second)).toMatchObject({ error_code: 'otp_expired' });
  });

  it('a magic link works once and expires, and so does its typed code', async () => {
    const email = await confirmedUser();
    expect((await server.api('/otp', { method: 'POST', json: { email, create_user: false } })).status).toBe(200);
    const mail = await server.lastMailTo(email);
    const link = server.linkIn(mail);
    expect(link).toContain('type=magiclink');
    expect((await click(link)).access_token).toBeTruthy();
    expect(await click(link)).toMatchObject({ error_code: 'otp_expired' });
    // The code of the same mail is the same token: already spent.
    const code = await server.api('/verify', { method: 'POST', json: { type: 'email', email, token: server.codeIn(mail) } });
    expect(code.status).toBe(403);

    expect((await server.api('/otp', { method: 'POST', json: { email, create_user: false } })).status).toBe(200);
    const fresh = await server.lastMailTo(email);
    await server.db.query("update auth.users set recovery_sent_at = now() - interval '2 hours' where email = $1", [email]);
    const late = await server.api('/verify', { method: 'POST', json: { type: 'email', email, token: server.codeIn(fresh) } });
    expect(late.status).toBe(403);
    expect(((await late.json()) as { code: string }).code).toBe('otp_expired');
  });

  it('reusing an old refresh token after the reuse interval revokes the whole session', async () => {
    const email = await confirmedUser();
    const first = await signIn(email);
    const second = (await (await refresh(first.refresh_token)).json()) as Session;
    const third = (await (await refresh(second.refresh_token)).json()) as Session;
    expect(third.refresh_token).toBeTruthy();
    // Time travel past the 10 s reuse interval. `first` is no longer the parent of the current
    // token (docs/auth-api.md#refresh-token-rotation, step 5, covers only that case, for racing tabs): its reuse is theft.
    await server.db.query("update auth.refresh_tokens set updated_at = now() - interval '1 minute' where revoked");
    const reuse = await refresh(first.refresh_token);
    expect(reuse.status).toBe(400);
    expect(((await reuse.json()) as { code: string }).code).toBe('refresh_token_already_used');
    // The legitimate holder's newest token is dead too: the family was revoked.
    const after = await refresh(third.refresh_token);
    expect(after.status).toBe(400);
  });

  it('global sign-out revokes every refresh token and session of the user', async () => {
    const email = await confirmedUser();
    const phone = await signIn(email);
    const laptop = await signIn(email);
    expect((await server.api('/logout', { method: 'POST', token: phone.access_token })).status).toBe(204);
    for (const session of [phone, laptop]) {
      expect((await refresh(session.refresh_token)).status).toBe(400);
      const user = await server.api('/user', { token: session.access_token });
      expect(user.status).toBe(403);
      expect(((await user.json()) as { code: string }).code).toBe('session_not_found');
    }
    const { rows } = await server.db.query<{ n: number }>(
      'select count(*)::int as n from auth.refresh_tokens t join auth.users u on u.id::text = t.user_id::text where u.email = $1',
      [email],
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('refuses a redirect_to on another origin: the mail link and the redirect stay on SITE_URL', async () => {
    const hostile = [
      'https://evil.example/steal',
      'https://stillwater.test.evil.example/',
      'https://stillwater.test@evil.example/',
      '//evil.example/',
      'javascript:alert(document.domain)',
      'http://2130706433/',
      'http://stillwater.test/',
    ];
    const email = await confirmedUser();
    for (const target of hostile) {
      await server.db.query('update auth.users set recovery_sent_at = null where email = $1', [email]);
      const response = await server.api(`/recover?redirect_to=${encodeURIComponent(target)}`, { method: 'POST', json: { email } });
      expect(response.status).toBe(200);
      const link = new URL(server.linkIn(await server.lastMailTo(email)));
      expect(link.searchParams.get('redirect_to'), target).toBe(SITE_URL);
      const location = (await fetch(link.href, { redirect: 'manual' })).headers.get('location') ?? '';
      expect(new URL(location).origin, target).toBe(SITE_URL);
    }
    // The same origin (another path) is kept.
    await server.db.query('update auth.users set recovery_sent_at = null where email = $1', [email]);
    await server.api(`/recover?redirect_to=${encodeURIComponent(`${SITE_URL}/profile`)}`, { method: 'POST', json: { email } });
    expect(new URL(server.linkIn(await server.lastMailTo(email))).searchParams.get('redirect_to')).toBe(`${SITE_URL}/profile`);
  });
});
