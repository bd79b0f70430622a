import nodemailer from 'nodemailer';
import type { MailConfig } from '../config.ts';
import type { Database } from '../db/database.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail: over SMTP when SMTP_URL is set, else into the local outbox table. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** For start-up logs: where mail goes. */
  readonly description: string;
  readonly kind: 'smtp' | 'outbox';
}

export function createOutboxMailer(db: Database): Mailer {
  return {
    kind: 'outbox',
    description: 'local outbox (no SMTP_URL)',
    async send(message) {
      await db.query('insert into public.mail_outbox (to_addresses, subject, text_body, html_body) values ($1, $2, $3, $4)', [
        [message.to],
        message.subject,
        message.text,
        message.html,
      ]);
    },
  };
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  const safe = new URL(smtpUrl);
  safe.password = '';
  safe.username = '';
  return {
    kind: 'smtp',
    description: `SMTP via ${safe.protocol}//${safe.host}`,
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
  };
}

/** The sender: SMTP_ADMIN_EMAIL (GoTrue's name) with SMTP_SENDER_NAME, defaulting to no-reply at the site's host. */
export function senderAddress(config: Pick<MailConfig, 'siteUrl' | 'adminEmail' | 'senderName'>, siteName: string): string {
  const address = config.adminEmail ?? `no-reply@${new URL(config.siteUrl).hostname}`;
  const name = (config.senderName ?? siteName).replace(/["\\]/g, '');
  return `"${name}" <${address}>`;
}
