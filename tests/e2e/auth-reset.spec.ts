import { expect, test } from '@playwright/test';
import { verifyLinkIn } from '../support/outbox';
import { uniqueEmail } from '../support/uniqueEmail';
import { accountMenuButton, createConfirmedUser, field, openForm, PASSWORD, signIn, signInThroughForm, toastWith } from './support/auth';
import { gotoStarted } from './support/hydration';
import { waitForMail } from './support/mail';

// Multi-step flows through mail and the auth API: allow for a busy machine.
test.describe.configure({ timeout: 90_000 });

test('reset by mail: the link asks for a new password, which then signs in', async ({ page, request }) => {
  const email = uniqueEmail('reset');
  const newPassword = 'a-new-dawn-7';
  await createConfirmedUser(request, { email });

  await openForm(page, '/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to Sign In' })).toBeVisible();
  await field(page, 'Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Email' }).click();
  await expect(toastWith(page, 'Check your email', "We've sent you a password reset link.")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();

  const link = verifyLinkIn(await waitForMail(request, email, /Reset your password/));
  await gotoStarted(page, link);
  await expect(page).toHaveURL('/');
  const dialog = page.getByRole('dialog', { name: 'Choose a new password' });
  await expect(dialog).toBeVisible();
  await field(page, 'New password').fill(newPassword);
  await field(page, 'Repeat new password').fill(newPassword);
  await dialog.getByRole('button', { name: 'Save New Password' }).click();
  await expect(toastWith(page, 'Password updated', 'Your new password is saved.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await accountMenuButton(page, email).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).click();
  await expect(toastWith(page, 'Signed out', 'You have been successfully signed out.')).toBeVisible();

  await signInThroughForm(page, email, PASSWORD);
  await expect(toastWith(page, 'Sign in failed', 'Invalid login credentials')).toBeVisible();
  await signIn(page, email, newPassword);
});

test('reset mode sends nothing for an empty email, and Back to Sign In returns', async ({ page }) => {
  await openForm(page, '/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByRole('button', { name: 'Send Reset Email' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to Sign In' }).click();
  await expect(field(page, 'Password')).toBeVisible();
});

test('a spent reset link shows a clear message instead of the new-password dialog', async ({ page, request }) => {
  const email = uniqueEmail('spent');
  await createConfirmedUser(request, { email });
  await openForm(page, '/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await field(page, 'Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Email' }).click();
  const link = verifyLinkIn(await waitForMail(request, email, /Reset your password/));
  expect((await request.get(link, { maxRedirects: 0 })).status()).toBe(303);

  await gotoStarted(page, link);
  await expect(toastWith(page, "We couldn't use that link", 'Email link is invalid or has expired')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Choose a new password' })).toHaveCount(0);
});
