import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { verifyLinkIn } from '../../support/outbox';
import { gotoStarted } from './hydration';
import { waitForMail } from './mail';

export const PASSWORD = 'calm-waters-42';

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

/** Fills in and sends the sign-up form, terms accepted. */
export async function signUpThroughForm(page: Page, { fullName, email, password = PASSWORD }: { fullName: string; email: string; password?: string }): Promise<void> {
  await openForm(page, '/signup');
  await field(page, 'Full name').fill(fullName);
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service and Privacy Policy/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
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
