import { describe, expect, it } from 'vitest';
import { backends } from '../../support/databases.ts';
import { uniqueEmail } from '../../support/uniqueEmail.ts';
import { confirmedUser } from '../support/members.ts';
import { fragmentOf, SITE_URL, suiteServer } from '../support/server.ts';

describe.each(backends)('password recovery (%s)', (backend) => {
  const server = suiteServer({ backend });

  it('answers {} for an unknown address and sends nothing', async () => {
    const before = (await server.mails()).length;
    const { data, error } = await server.client().auth.resetPasswordForEmail(uniqueEmail('ghost'));
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect((await server.mails()).length).toBe(before);
  });

  it('mails a recovery link that opens a recovery session, then the new password works', async () => {
    const { email } = await confirmedUser(server, 'old-password');
    const client = server.client();
    const { error } = await client.auth.resetPasswordForEmail(email, { redirectTo: `${SITE_URL}/profile` });
    expect(error).toBeNull();
    const mail = await server.lastMailTo(email);
    expect(mail.subject).toBe('Reset your password');
    const response = await fetch(server.linkIn(mail), { redirect: 'manual' });
    const location = response.headers.get('location') as string;
    expect(location.startsWith(`${SITE_URL}/profile#`)).toBe(true);
    const fragment = fragmentOf(location);
    expect(fragment.type).toBe('recovery');

    const set = await client.auth.setSession({ access_token: fragment.access_token!, refresh_token: fragment.refresh_token! });
    expect(set.error).toBeNull();
    expect((await client.auth.updateUser({ password: 'new-password' })).error).toBeNull();
    expect((await server.client().auth.signInWithPassword({ email, password: 'new-password' })).error).toBeNull();
  });

  it('never redirects to another site', async () => {
    const { email } = await confirmedUser(server);
    for (const evil of ['https://evil.example/steal', '//evil.example', 'javascript:alert(1)', 'https://stillwater.test.evil.example/', 'http://2130706433/']) {
      await server.client().auth.resetPasswordForEmail(email, { redirectTo: evil });
      const mail = await server.lastMailTo(email);
      const link = new URL(server.linkIn(mail));
      expect(link.searchParams.get('redirect_to')).toBe(SITE_URL);
      const response = await fetch(link, { redirect: 'manual' });
      expect(response.headers.get('location')?.startsWith(`${SITE_URL}/#`)).toBe(true);
    }
  });

  it('requires an email', async () => {
    const response = await server.api('/recover', { method: 'POST', json: {} });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'validation_failed', message: 'Password recovery requires an email' });
  });
});
