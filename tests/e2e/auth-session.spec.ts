import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/uniqueEmail';
import { accountMenuButton, createConfirmedUser, field, PASSWORD, signIn, signInThroughForm, signUpThroughForm, toastWith } from './support/auth';
import { waitForHydration } from './support/hydration';

// Multi-step flows through mail and the auth API: allow for a busy machine.
test.describe.configure({ timeout: 90_000 });

test('sign in and out with the toasts of docs/product.md#errors-and-messages; the header menu shows the email, Profile and Sign Out', async ({ page, request }) => {
  const email = uniqueEmail('session');
  await createConfirmedUser(request, { email });

  await signInThroughForm(page, email, PASSWORD);
  await expect(page).toHaveURL('/');
  await expect(toastWith(page, 'Welcome back!', 'You have successfully signed in.')).toBeVisible();

  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await accountMenuButton(page, email).click();
  await expect(main.getByRole('link', { name: 'Profile' })).toBeVisible();
  await main.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByText('Member since')).toBeVisible();

  await accountMenuButton(page, email).click();
  await main.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  await expect(toastWith(page, 'Signed out', 'You have been successfully signed out.')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Sign In' })).toBeVisible();
});

test('the session survives a reload', async ({ page, request }) => {
  const email = uniqueEmail('reload');
  await createConfirmedUser(request, { email });
  await signIn(page, email);
  await page.reload();
  await waitForHydration(page); // the app starts after the first paint: slow on a busy machine
  await expect(accountMenuButton(page, email)).toBeVisible();
});

test('a wrong password stays on /login with "Sign in failed"', async ({ page, request }) => {
  const email = uniqueEmail('wrong');
  await createConfirmedUser(request, { email });

  await signInThroughForm(page, email, 'not-the-password');
  await expect(toastWith(page, 'Sign in failed', 'Invalid login credentials')).toBeVisible();
  await expect(page).toHaveURL('/login');
  await expect(field(page, 'Email')).toHaveValue(email);
});

test('an unconfirmed address cannot sign in yet', async ({ page }) => {
  const email = uniqueEmail('unconfirmed');
  await signUpThroughForm(page, { fullName: 'Not Yet', email });
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  await signInThroughForm(page, email, PASSWORD);
  await expect(toastWith(page, 'Sign in failed', 'Email not confirmed')).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test('Sign Out on the profile returns to /', async ({ page, request }) => {
  const email = uniqueEmail('profile-out');
  await createConfirmedUser(request, { email, fullName: 'Devi Rao' });
  await signIn(page, email);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Devi' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(toastWith(page, 'Signed out', 'You have been successfully signed out.')).toBeVisible();

  await page.goto('/profile');
  await expect(page).toHaveURL('/login');
});

test('the mobile menu shows the signed-in account', async ({ page, request }) => {
  const email = uniqueEmail('mobile');
  await createConfirmedUser(request, { email });
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughForm(page, email, PASSWORD);
  await expect(page).toHaveURL('/');

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByText(email)).toBeVisible();
  await menu.getByRole('button', { name: 'Sign Out' }).click();
  await expect(toastWith(page, 'Signed out', 'You have been successfully signed out.')).toBeVisible();
  await expect(page).toHaveURL('/');
});
