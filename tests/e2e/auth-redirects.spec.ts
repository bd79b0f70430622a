import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/uniqueEmail';
import { createConfirmedUser, field, openForm, signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

test.describe('redirects of docs/product.md#accounts', () => {
  test('/profile sends a visitor to /login', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  });

  test('/login and /signup send a signed-in user to /', async ({ page, request }) => {
    const email = uniqueEmail('redirect');
    await createConfirmedUser(request, { email });
    await signIn(page, email);

    await page.goto('/login');
    await expect(page).toHaveURL('/');
    await page.goto('/signup');
    await expect(page).toHaveURL('/');
    await page.goto('/profile');
    await expect(page).toHaveURL('/profile');
  });
});

test.describe('accessibility (axe)', () => {
  // Each axe pass takes seconds on a busy machine; these tests run several.
  test.describe.configure({ timeout: 90_000 });

  test('/login in both modes', async ({ page }) => {
    await openForm(page, '/login');
    await expect(field(page, 'Email')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('/signup, also with its field messages', async ({ page }) => {
    await openForm(page, '/signup');
    await expect(field(page, 'Full name')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Full name is required')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('/profile', async ({ page, request }) => {
    const email = uniqueEmail('axe');
    await createConfirmedUser(request, { email });
    await signIn(page, email);
    await page.goto('/profile');
    await expect(page.getByText('Member since')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
