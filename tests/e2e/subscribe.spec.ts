import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/uniqueEmail';
import { createConfirmedUser, field, PASSWORD, signIn } from './support/auth';
import { gotoStarted, waitForHydration } from './support/hydration';

test.describe('/subscribe', () => {
  test('shows the free and premium tiers side by side on a wide screen and stacked on a phone', async ({ page }) => {
    await page.goto('/subscribe');
    const free = page.getByRole('article', { name: 'Free' });
    const premium = page.getByRole('article', { name: 'Premium' });
    let [a, b] = [await free.boundingBox(), await premium.boundingBox()];
    expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
    expect(b!.x).toBeGreaterThan(a!.x + a!.width);
    await page.setViewportSize({ width: 390, height: 844 });
    [a, b] = [await free.boundingBox(), await premium.boundingBox()];
    expect(b!.y).toBeGreaterThan(a!.y + a!.height);
    await expect(page.getByRole('note')).toContainText('upcoming video-subscription-platform integration');
  });

  test('lists the plans the database holds, with no payment button while Stripe is not configured', async ({ page }) => {
    await gotoStarted(page, '/subscribe');
    const monthly = page.getByRole('article', { name: 'Monthly' });
    await expect(monthly).toContainText('$15');
    await expect(monthly).toContainText('per month');
    await expect(monthly).toContainText('7-day free trial');
    await expect(page.getByRole('article', { name: 'Yearly' })).toContainText('$120');
    await expect(page.getByRole('button', { name: /Start free trial|Subscribe/ })).toHaveCount(0);
  });

  test('the server refuses an unknown code: "This code is not valid" beside the field', async ({ page, request }) => {
    const email = uniqueEmail('redeem');
    await createConfirmedUser(request, { email });
    await signIn(page, email);
    await gotoStarted(page, '/subscribe');
    await field(page, 'Code').fill('0000-0000-0000-0000');
    await page.getByRole('button', { name: 'Redeem', exact: true }).click();
    await expect(field(page, 'Code')).toHaveAccessibleDescription(/This code is not valid/);
  });

  test('a visitor pressing Redeem signs in first and comes back with the code still typed', async ({ page, request }) => {
    const email = uniqueEmail('redeem-visitor');
    await createConfirmedUser(request, { email });
    await gotoStarted(page, '/subscribe');
    await field(page, 'Code').fill('ABCD-EFGH-JKMN-PQRS');
    await page.getByRole('button', { name: 'Redeem', exact: true }).click();
    await expect(page).toHaveURL('/login?next=%2Fsubscribe');
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL('/subscribe');
    await expect(field(page, 'Code')).toHaveValue('ABCD-EFGH-JKMN-PQRS');
  });

  test("a premium item's 'More Info' button leads here", async ({ page }) => {
    await page.goto('/videos/all');
    // A card is a link to its watch page; once the app runs, a plain click opens the player dialog instead.
    await waitForHydration(page);
    const premiumCard = page.getByRole('listitem').filter({ hasText: 'Premium' }).first();
    await premiumCard.getByRole('link').first().click();
    await page.getByRole('dialog').getByRole('link', { name: 'More Info' }).click();
    await expect(page).toHaveURL('/subscribe');
    await expect(page.getByRole('article', { name: 'Premium' })).toBeVisible();
  });

  test('has no axe violations', async ({ page }) => {
    await page.goto('/subscribe');
    await expect(page.getByRole('article', { name: 'Premium' })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
});
