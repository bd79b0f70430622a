import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startFakeStripe, type FakeStripe } from '../support/fakeStripe';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { createUserWithRole, serviceHeaders } from './support/editors';
import { gotoStarted } from './support/hydration';
import { browserSuiteServerEnv } from './support/serverEnv';

/**
 * Premium through Stripe, in the browser: this file starts its own built server with payments on, talking to the
 * tests' fake Stripe (tests/support/fakeStripe.ts), whose hosted Checkout page completes the session, delivers the
 * signed webhooks and sends the browser back, as Stripe's does.
 */
const port = Number(process.env.E2E_PORT ?? 3100) + 2;
const baseURL = `http://localhost:${port}`;

test.use({ baseURL });
test.describe.configure({ timeout: 120_000 });

let server: ChildProcess | undefined;
let stripe: FakeStripe;
let dataDir = '';

test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  stripe = await startFakeStripe({ prices: { price_monthly: { unit_amount: 1500, currency: 'usd', interval: 'month' } } });
  dataDir = mkdtempSync(path.join(tmpdir(), 'premium-stripe-'));
  server = spawn(process.execPath, ['build/server/main.js'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    stdio: 'ignore',
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), DATA_DIR: dataDir, SITE_URL: baseURL, ...browserSuiteServerEnv, ...stripe.env },
  });
  await expect
    .poll(async () => (await fetch(`${baseURL}/healthz`).catch(() => undefined))?.status, { timeout: 60_000, intervals: [250] })
    .toBe(200);
  stripe.webhookUrl = `${baseURL}/functions/v1/stripe-webhook`;
  // The operator sets the Monthly plan's Stripe price (the studio's plans page writes the same column).
  const priced = await request.patch(`${baseURL}/rest/v1/plans?id=eq.monthly`, { headers: await serviceHeaders(), data: { stripe_price_id: 'price_monthly' } });
  expect(priced.status(), await priced.text()).toBe(204);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await stripe?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('a member starts a trial through Checkout, the webhook grants Premium, and a cancellation ends it at the period’s end', async ({ page }, testInfo) => {
  const email = await createUserWithRole(page.request);
  await signIn(page, email);
  await gotoStarted(page, '/subscribe');
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`subscribe-payments-${width}.png`), fullPage: true });
    await expectNoAxeViolations(page);
  }
  const monthly = page.getByRole('article', { name: /Monthly/ });
  await monthly.getByRole('button', { name: 'Start free trial' }).click();

  // Stripe's page (the fake's) completes the session and sends the browser back; the page waits for the webhook.
  await expect(page).toHaveURL(/\/subscribe\?checkout=success$/);
  await expect(page.getByText('Welcome to Premium')).toBeVisible({ timeout: 20_000 });
  const [session] = [...stripe.checkoutSessions.values()];
  expect(session).toMatchObject({ mode: 'subscription', client_reference_id: expect.any(String) });
  const [subscription] = [...stripe.subscriptions.values()];
  expect(subscription?.status).toBe('trialing');

  // The whole video, past where a preview ends.
  await gotoStarted(page, '/video/yin-for-deep-rest');
  await page.getByRole('group', { name: /Yin for Deep Rest/ }).getByRole('button', { name: 'Play' }).first().click();
  await expect.poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 30_000 }).toBeGreaterThan(6);
  await expect(page.getByRole('region', { name: 'Continue with Premium' })).toHaveCount(0);

  // The profile: renews; then the member cancels in Stripe's portal, and it ends at the period's end.
  await gotoStarted(page, '/profile');
  const membership = page.getByRole('region', { name: 'Membership' });
  await expect(membership.getByText(/^Renews on /)).toBeVisible();
  await expect(membership.getByRole('button', { name: 'Manage billing' })).toBeVisible();
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await membership.screenshot({ path: testInfo.outputPath(`membership-${width}.png`) });
  }
  // Deleting the account would cancel the subscription: the dialog says so before anything is done.
  await page.getByRole('button', { name: 'Delete account' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toContainText('Your Premium subscription will be cancelled at once, and nothing more will be charged.');
  await page.keyboard.press('Escape');
  const cancelled = stripe.cancelAtPeriodEnd(subscription?.id as string);
  expect((await stripe.deliver('customer.subscription.updated', cancelled)).status).toBe(200);
  await page.reload();
  await expect(membership.getByText(/^Ends on /)).toBeVisible();
});
