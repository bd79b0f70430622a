import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/hydration';

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
    await expect(page.locator('main form')).toHaveCount(0);
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
