import { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../../support/outbox.ts';
import { uniqueEmail } from '../../support/uniqueEmail.ts';
import { suiteServer } from '../support/server.ts';

/** This machine's own non-loopback IPv4 address, if it has one. */
function externalAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
}

describe('the local mail outbox (no SMTP_URL)', () => {
  const server = suiteServer({ host: '0.0.0.0' });

  it('lists messages as JSON, newest first', async () => {
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await server.client().auth.signUp({ email: first, password: 'secret12' });
    await server.client().auth.signUp({ email: second, password: 'secret12' });
    const response = await fetch(`${server.url}/_mail/messages`);
    expect(response.status).toBe(200);
    const messages = (await response.json()) as OutboxMessage[];
    expect(messages[0]?.to).toEqual([second]);
    expect(messages[1]?.to).toEqual([first]);
    const message = messages[0]!;
    expect(Object.keys(message).sort()).toEqual(['created_at', 'html', 'id', 'subject', 'text', 'to']);
    expect(message.text).toContain('https://stillwater.test/auth/v1/verify?token=');
    expect(message.html).toContain('href="https://stillwater.test/auth/v1/verify?token=');
    expect(message.text).toMatch(/code: \d{6}/);
    expect(Number.isNaN(Date.parse(message.created_at))).toBe(false);
  });

  it('shows a readable page with the links and no script', async () => {
    const email = uniqueEmail('page');
    await server.client().auth.signUp({ email, password: 'secret12' });
    const response = await fetch(`${server.url}/_mail`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain(email);
    expect(html).toContain('Confirm your email address');
    expect(html).toMatch(/<a href="https:\/\/stillwater\.test\/auth\/v1\/verify\?token=[0-9a-f]+&amp;type=signup/);
    expect(html).toMatch(/Code <strong>\d{6}<\/strong>/);
    expect(html).not.toMatch(/<script/i);
  });

  it('escapes what users typed', async () => {
    await server.admin().auth.admin.createUser({ email: uniqueEmail('x'), password: 'secret12', email_confirm: true });
    const email = uniqueEmail('esc');
    await server.client().auth.signUp({ email, password: 'secret12', options: { data: { full_name: '<img src=x onerror=alert(1)>' } } });
    const html = await (await fetch(`${server.url}/_mail`)).text();
    expect(html).not.toContain('<img src=x');
  });

  it('refuses clients that are not on this machine, and proxied requests', async () => {
    const external = externalAddress();
    expect(external, 'the test machine needs a non-loopback IPv4 address').toBeTruthy();
    const port = new URL(server.url).port;
    for (const pathname of ['/_mail', '/_mail/messages']) {
      const remote = await fetch(`http://${external}:${port}${pathname}`);
      expect(remote.status, pathname).toBe(403);
      const proxied = await fetch(`${server.url}${pathname}`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(proxied.status, pathname).toBe(403);
    }
  });
});
