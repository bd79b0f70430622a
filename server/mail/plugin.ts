import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { site } from '../../shared/site.ts';
import type { MailConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createOutboxMailer, createSmtpMailer, senderAddress, type Mailer } from './mailer.ts';
import { outboxRoutes } from './outboxRoutes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where every plugin sends mail (the mail plugin sets it). */
    mailer: Mailer;
  }
}

export interface MailPluginOptions {
  config: MailConfig;
  db: Database;
}

/** The mailer, over SMTP or into the local outbox, and without SMTP the outbox pages at /_mail. */
async function mail(app: FastifyInstance, { config, db }: MailPluginOptions): Promise<void> {
  const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl, senderAddress(config, site.name)) : createOutboxMailer(db);
  app.decorate('mailer', mailer);
  if (mailer.kind === 'outbox') await app.register(outboxRoutes, { db });
}

/** Not encapsulated, so the app can hand `app.mailer` to the plugins that send mail. */
export const mailPlugin = fp(mail, { name: 'mail' });
