/** A mail as the development outbox lists it (GET /_mail/messages, newest first). */
export interface OutboxMessage {
  id: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

/** The /auth/v1/verify link a mail carries. */
export function verifyLinkIn(mail: OutboxMessage): string {
  const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no verify link in mail "${mail.subject}"`);
  return link;
}

/** The 6-digit code a mail carries. */
export function codeIn(mail: OutboxMessage): string {
  const code = /code: (\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in mail "${mail.subject}"`);
  return code;
}
