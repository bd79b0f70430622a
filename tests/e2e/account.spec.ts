import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { totpCode } from '../../server/auth/crypto/totp';
import { verifyLinkIn } from '../support/outbox';
import { uniqueEmail } from '../support/uniqueEmail';
import { accountMenuButton, createConfirmedUser, field, PASSWORD, signIn, signInThroughForm, toastWith } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { gotoStarted } from './support/hydration';
import { waitForMail } from './support/mail';

// Multi-step flows through mail and the auth API: allow for a busy machine.
test.describe.configure({ timeout: 120_000 });

const SESSION_KEY = 'supabase.auth.token';

interface StoredSession {
  access_token: string;
  refresh_token: string;
  expires_at: number;
}

const storedSession = async (page: Page): Promise<StoredSession> =>
  JSON.parse((await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)) ?? 'null') as StoredSession;

/** The anon key the server put into the page's runtime config. */
const anonKeyOf = async (page: Page): Promise<string> =>
  page.evaluate(() => (JSON.parse(document.getElementById('app-config')?.textContent ?? '{}') as { supabaseAnonKey: string }).supabaseAnonKey);

/** A request to the data API as the member signed in on `page`. */
async function asMember(page: Page, request: APIRequestContext) {
  const [key, session] = await Promise.all([anonKeyOf(page), storedSession(page)]);
  const headers = { apikey: key, Authorization: `Bearer ${session.access_token}` };
  return {
    post: (table: string, data: object) => request.post(`/rest/v1/${table}`, { headers, data }),
    get: (table: string) => request.get(`/rest/v1/${table}?select=*`, { headers }),
  };
}

async function openProfile(page: Page) {
  await page.goto('/profile');
  await expect(page.getByText('Member since')).toBeVisible();
}

/** A code of the authenticator app for `secret`, now. */
const currentCode = (secret: string) => totpCode(secret, Date.now());

async function enableTwoFactor(page: Page): Promise<string> {
  await page.getByRole('region', { name: 'Two-factor authentication' }).getByRole('button', { name: 'Enable' }).click();
  const qr = page.getByRole('img', { name: 'QR code' });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const secret = (await page.locator('#two-factor-title ~ div code').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await field(page, '6-digit code').fill(currentCode(secret));
  await page.getByRole('button', { name: 'Verify and enable' }).click();
  await expect(toastWith(page, 'Two-factor authentication enabled', 'Signing in now asks for a code from your app.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Disable' })).toBeVisible();
  return secret;
}

test('change name, email (through both confirmation links) and password', async ({ page, request }) => {
  const email = uniqueEmail('account');
  const newEmail = uniqueEmail('account-new');
  await createConfirmedUser(request, { email, fullName: 'Test Seeker' });
  await signIn(page, email);
  await openProfile(page);

  await field(page, 'Full name').fill('Mira Stillwell');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toastWith(page, 'Profile updated', 'Your name is saved.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Mira' })).toBeVisible();

  await field(page, 'New email address').fill(newEmail);
  await page.getByRole('button', { name: 'Change email' }).click();
  await expect(toastWith(page, 'Check your email', 'Follow the confirmation link')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Waiting for confirmation' })).toContainText(newEmail);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Waiting for confirmation' })).toContainText(newEmail);

  // Secure email change: a link to each address; the first accepted, the second completes the change.
  const toOld = await waitForMail(request, email, /Confirm your new email address/);
  const toNew = await waitForMail(request, newEmail, /Confirm your new email address/);
  await gotoStarted(page, verifyLinkIn(toOld));
  await expect(toastWith(page, 'One link confirmed', 'Confirmation link accepted. Please proceed to confirm link sent to the other email')).toBeVisible();
  await expect(page).toHaveURL('/');
  await gotoStarted(page, verifyLinkIn(toNew));
  await expect(accountMenuButton(page, newEmail)).toBeVisible();
  await openProfile(page);
  await expect(page.getByText('Email', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(newEmail);
  await expect(page.getByText('Waiting for confirmation')).toHaveCount(0);

  await field(page, 'New password').fill('a-new-calm-42');
  await field(page, 'Repeat new password').fill('a-new-calm-42');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(toastWith(page, 'Password updated', 'Your new password is saved.')).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL('/');
  await signInThroughForm(page, newEmail, PASSWORD);
  await expect(toastWith(page, 'Sign in failed', 'Invalid login credentials')).toBeVisible();
  await signIn(page, newEmail, 'a-new-calm-42');
});

test('two-factor: enable, sign in with password then code (a wrong code is refused), disable', async ({ page, request }) => {
  const email = uniqueEmail('totp');
  await createConfirmedUser(request, { email });
  await signIn(page, email);
  await openProfile(page);
  const secret = await enableTwoFactor(page);

  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL('/');

  await signInThroughForm(page, email, PASSWORD);
  const code = field(page, 'Authentication code');
  await expect(code).toBeVisible();
  await expect(page).toHaveURL('/login');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(tmpdir(), 'account-shots', 'login-code-390.png') });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  const accepted = [-1, 0, 1].map((drift) => totpCode(secret, Date.now() + drift * 30_000));
  const wrong = ['000000', '111111', '222222'].find((candidate) => !accepted.includes(candidate)) as string;
  await code.fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(toastWith(page, 'Sign in failed', 'Invalid TOTP code entered')).toBeVisible();
  await expect(page).toHaveURL('/login');

  await code.fill(currentCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/');
  await expect(accountMenuButton(page, email)).toBeVisible();
  await expect(toastWith(page, 'Welcome back!', 'You have successfully signed in.')).toBeVisible();

  await openProfile(page);
  await page.getByRole('button', { name: 'Disable' }).click();
  await expect(toastWith(page, 'Two-factor authentication disabled', 'Signing in asks for your password only.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Two-factor authentication' }).getByRole('button', { name: 'Enable' })).toBeVisible();
});

test('sign out of all devices: another browser loses its session at its next refresh', async ({ page, browser, request }) => {
  // Two browsers each sign in and load the app: 29-30 s on CI's loaded machine, against a 30 s timeout.
  test.slow();
  const email = uniqueEmail('everywhere');
  await createConfirmedUser(request, { email });
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, email);
  await signIn(page, email);

  await openProfile(page);
  await page.getByRole('button', { name: 'Sign out of all devices' }).click();
  await expect(toastWith(page, 'Signed out everywhere', 'You have been signed out on all your devices.')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toBeVisible();

  // The other browser still holds its tokens; make its access token due, so the page's next load refreshes.
  const session = await storedSession(otherPage);
  await otherPage.evaluate(
    ([key, value]) => localStorage.setItem(key, value),
    [SESSION_KEY, JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) - 60 })] as const,
  );
  await otherPage.reload();
  await expect(otherPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await otherPage.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
  await other.close();
});

test('download your data: a JSON file with the account and the library rows', async ({ page, request }) => {
  const email = uniqueEmail('export');
  await createConfirmedUser(request, { email, fullName: 'Export Seeker' });
  await signIn(page, email);
  const member = await asMember(page, request);
  expect((await member.post('saved_videos', { video_id: 'morning-flow' })).status()).toBe(201);
  expect((await member.post('watch_progress', { video_id: 'evening-calm', position_seconds: 42, duration_seconds: 600 })).status()).toBe(201);

  await openProfile(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download your data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('stillwater-data.json');
  const file = path.join(tmpdir(), `account-export-${Date.now()}.json`);
  await download.saveAs(file);
  const data = JSON.parse(readFileSync(file, 'utf8')) as {
    account: { email: string; full_name: string; created_at: string };
    saved_videos: { video_id: string }[];
    watch_progress: { video_id: string; position_seconds: number }[];
  };
  expect(data.account).toMatchObject({ email, full_name: 'Export Seeker' });
  expect(Date.parse(data.account.created_at)).not.toBeNaN();
  expect(data.saved_videos.map((row) => row.video_id)).toEqual(['morning-flow']);
  expect(data.watch_progress).toEqual([expect.objectContaining({ video_id: 'evening-calm', position_seconds: 42 })]);
});

test('delete account: the exact email confirms; the member can no longer sign in and their library rows are gone', async ({ page, request }) => {
  const email = uniqueEmail('delete');
  await createConfirmedUser(request, { email });
  await signIn(page, email);
  const member = await asMember(page, request);
  expect((await member.post('saved_videos', { video_id: 'morning-flow' })).status()).toBe(201);

  await openProfile(page);
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Type your email to confirm').fill(`x${email}`);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Type your email address exactly as it is on your account')).toBeVisible();

  await dialog.getByLabel('Type your email to confirm').fill(email);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(toastWith(page, 'Your account has been deleted', 'Thank you for practising with us.')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toBeVisible();

  const rows = await member.get('saved_videos');
  expect(rows.status()).toBe(200);
  expect(await rows.json()).toEqual([]);
  await signInThroughForm(page, email, PASSWORD);
  await expect(toastWith(page, 'Sign in failed', 'Invalid login credentials')).toBeVisible();
});

test('/profile in each state at 390 and 1440 px: axe finds nothing', async ({ page, request }) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('looks');
  await createConfirmedUser(request, { email, fullName: 'Quiet Observer' });
  await signIn(page, email);
  await openProfile(page);
  const shot = async (state: string) => {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: path.join(tmpdir(), 'account-shots', `${state}-${width}.png`), fullPage: true });
      await expectNoAxeViolations(page);
    }
  };

  await shot('default');
  await field(page, 'New email address').fill(uniqueEmail('looks-new'));
  await page.getByRole('button', { name: 'Change email' }).click();
  await expect(page.getByText('Waiting for confirmation')).toBeVisible();
  await field(page, 'Full name').fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await shot('pending-email-and-error');

  await page.getByRole('region', { name: 'Two-factor authentication' }).getByRole('button', { name: 'Enable' }).click();
  await expect(page.getByRole('img', { name: 'QR code' })).toBeVisible();
  await shot('two-factor-enrolment');
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Delete account' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
  await shot('delete-dialog');
});
