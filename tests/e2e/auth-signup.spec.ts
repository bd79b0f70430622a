import { expect, test } from '@playwright/test';
import { verifyLinkIn } from '../support/outbox';
import { uniqueEmail } from '../support/uniqueEmail';
import { accountMenuButton, field, openForm, signUpThroughForm, toastWith } from './support/auth';
import { gotoStarted } from './support/hydration';
import { waitForMail } from './support/mail';

// Multi-step flows through mail and the auth API: allow for a busy machine.
test.describe.configure({ timeout: 90_000 });

test('sign up, open the confirmation link from the outbox, and arrive signed in', async ({ page, request }) => {
  const email = uniqueEmail('signup');
  await signUpThroughForm(page, { fullName: 'Mira Solace', email });

  await expect(toastWith(page, 'Check your email', "We've sent you a confirmation link to complete your registration.")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page).toHaveURL('/signup');

  const mail = await waitForMail(request, email, /Confirm your email/);
  const link = verifyLinkIn(mail);
  expect(new URL(link).searchParams.get('redirect_to')).toBe(`${new URL(page.url()).origin}/`);

  await gotoStarted(page, link);
  await expect(page).toHaveURL('/');
  await expect(accountMenuButton(page, email)).toBeVisible();
  await expect(toastWith(page, 'Email confirmed', 'Welcome! You are now signed in.')).toBeVisible();
  expect(page.url()).not.toContain('access_token');

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Mira' })).toBeVisible();
  await expect(page.getByText(email).last()).toBeVisible();
});

test('the sign-up rules of docs/product.md#accounts hold in the browser', async ({ page }) => {
  await openForm(page, '/signup');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page.getByText('Please agree to the Terms of Service and Privacy Policy')).toBeVisible();

  await field(page, 'Password').fill('12345');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page).toHaveURL('/signup');
});

test('a confirmation link used twice explains itself', async ({ page, request }) => {
  const email = uniqueEmail('relink');
  await signUpThroughForm(page, { fullName: 'Twice Clicked', email });
  const link = verifyLinkIn(await waitForMail(request, email, /Confirm your email/));

  // First use, outside the browser: the token is spent.
  expect((await request.get(link, { maxRedirects: 0 })).status()).toBe(303);

  await gotoStarted(page, link);
  await expect(toastWith(page, "We couldn't use that link", 'Email link is invalid or has expired')).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toBeVisible();
});
