import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../support/uniqueEmail.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtpSink.ts';

describe('mail over SMTP_URL', () => {
  let sink: SmtpSink;
  let server: TestServer;
  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startServer({ smtpUrl: `smtp://127.0.0.1:${sink.port}`, env: { SMTP_ADMIN_EMAIL: 'hello@stillwater.test' } });
  });
  afterAll(async () => {
    await server.close();
    await sink.close();
  });

  it('sends the confirmation through SMTP and has no outbox', async () => {
    const email = uniqueEmail();
    expect((await server.client().auth.signUp({ email, password: 'secret12' })).error).toBeNull();
    expect(sink.messages).toHaveLength(1);
    const message = sink.messages[0]!;
    expect(message.from).toContain('hello@stillwater.test');
    expect(message.to.join()).toContain(email);
    expect(message.data).toContain('Subject: Confirm your email address');
    expect(message.data).toContain('multipart/alternative');
    expect(message.data).toMatch(/auth\/v1\/verify\?token=/);
    expect((await fetch(`${server.url}/_mail/messages`)).status).toBe(404);
  });
});
