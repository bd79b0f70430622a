import { expect, type APIRequestContext } from '@playwright/test';
import type { OutboxMessage } from '../../support/outbox';

/** The newest outbox message to `to` whose subject matches (GET /_mail/messages, newest first). */
export async function waitForMail(request: APIRequestContext, to: string, subject: RegExp): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/_mail/messages');
        const messages = (await response.json()) as OutboxMessage[];
        found = messages.find((message) => message.to.includes(to) && subject.test(message.subject));
        return found !== undefined;
      },
      { message: `a mail to ${to} with subject ${subject}`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}
