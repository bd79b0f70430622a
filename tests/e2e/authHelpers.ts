import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { gotoStarted } from './hydration';

/** A fresh address per test, so tests never share a user. */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export const PASSWORD = 'calm-waters-42';

interface OutboxMessage {
  id: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

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

/** The /auth/v1/verify link a mail carries. */
export function verifyLinkIn(message: OutboxMessage): string {
  const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(message.text)?.[0];
  if (!link) throw new Error(`No verify link in "${message.subject}"`);
  return link;
}

/** The anon key the server injected into the page, as the app reads it. */
async function anonKey(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/')).text();
  const json = /<script id="app-config" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
  const key = json ? (JSON.parse(json) as { supabaseAnonKey?: string }).supabaseAnonKey : undefined;
  if (!key) throw new Error('No anon key in index.html');
  return key;
}

/** A user who signed up and clicked the confirmation link, made over HTTP to keep UI tests short. */
export async function createConfirmedUser(
  request: APIRequestContext,
  { email, password = PASSWORD, fullName = 'Test Seeker' }: { email: string; password?: string; fullName?: string },
): Promise<void> {
  const key = await anonKey(request);
  const response = await request.post('/auth/v1/signup', {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
    data: { email, password, data: { full_name: fullName } },
  });
  expect(response.status(), await response.text()).toBe(200);
  const mail = await waitForMail(request, email, /Confirm your email/);
  const verify = await request.get(verifyLinkIn(mail), { maxRedirects: 0 });
  expect(verify.status()).toBe(303);
  expect(verify.headers().location).toContain('access_token=');
}

/** Fields by their exact label ("Password" would also match the "Show password" toggle). */
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/**
 * /login or /signup once the app owns it. The form is in the prerendered HTML: submitted before that, boot holds
 * it until the app has started (decision 2426; tests/e2e/early-tap.spec.ts).
 */
export async function openForm(page: Page, path: '/login' | '/signup'): Promise<void> {
  await gotoStarted(page, path);
}

export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await openForm(page, '/login');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Signs in and waits until the header shows the account menu. */
export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL('/');
  await expect(accountMenuButton(page, email)).toBeVisible();
}

export const accountMenuButton = (page: Page, email: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: email });

/** A toast with this title and description. */
export const toastWith = (page: Page, title: string, description: string) =>
  page.locator('[role="status"], [role="alert"]').filter({ hasText: title }).filter({ hasText: description });

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
