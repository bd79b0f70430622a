import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { createApiKeys } from '../../server/auth/crypto/apiKeys';
import { PASSWORD, signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { createUserWithRole } from './support/editors';
import { gotoStarted } from './support/hydration';
import { E2E_JWT_SECRET } from './support/serverEnv';

const CODE = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

/** A member redeems `code` through the function, as /subscribe's form does. */
async function redeemAs(request: APIRequestContext, email: string, code: string): Promise<void> {
  const { anon } = await createApiKeys(E2E_JWT_SECRET);
  const signIn = await request.post('/auth/v1/token?grant_type=password', { headers: { apikey: anon }, data: { email, password: PASSWORD } });
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const answer = await request.post('/functions/v1/redeem-code', { headers: { apikey: anon, Authorization: `Bearer ${token}` }, data: { code } });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The page at 390 and 1440 px: a screenshot each, and axe. */
async function lookAt(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
    await expectNoAxeViolations(page);
  }
}

test.describe('the studio’s premium pages (editors only)', () => {
  test('an editor creates a code, a member redeems it, and the member’s page grants and ends Premium', async ({ page }, testInfo) => {
    // Four pages, each looked at twice with axe.
    test.slow();
    const editor = await createUserWithRole(page.request, 'editor');
    const member = await createUserWithRole(page.request);
    await signIn(page, editor);
    await gotoStarted(page, '/studio/codes');
    await page.getByRole('navigation', { name: 'Studio sections' }).getByRole('link', { name: 'Codes' }).waitFor();
    await page.getByLabel('Months of Premium').fill('2');
    await page.getByLabel('Note (optional)').fill(`For ${member}`);
    await page.getByRole('button', { name: 'Create codes' }).click();
    const fresh = page.getByRole('list', { name: 'New codes' }).getByRole('listitem');
    await expect(fresh).toHaveCount(1);
    const code = (await fresh.textContent()) ?? '';
    expect(code).toMatch(CODE);
    await expect(page.getByText(code, { exact: true })).toHaveCount(2);
    await lookAt(page, testInfo, 'codes');

    await redeemAs(page.request, member, code.toLowerCase());
    await page.reload();
    const row = page.getByRole('listitem').filter({ hasText: code });
    await expect(row).toContainText('used 1 of 1');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toBe('premium-codes.csv');

    await page.getByRole('navigation', { name: 'Studio sections' }).getByRole('link', { name: 'Members' }).click();
    await page.getByRole('searchbox', { name: 'Search by email' }).fill(member);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('status').filter({ hasText: '1 member' })).toBeVisible();
    await lookAt(page, testInfo, 'members');
    await page.getByRole('link', { name: member }).click();
    await expect(page.getByRole('heading', { level: 2, name: member })).toBeVisible();
    await expect(page.getByText(/^Gift code: until /)).toBeVisible();

    await page.getByLabel('Until').fill('2031-06-30');
    await page.getByRole('button', { name: 'Grant Premium' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Premium until Jun 30, 2031' })).toBeVisible();
    await expect(page.getByText('Granted by hand: until Jun 30, 2031')).toBeVisible();
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByText(editor)).toBeVisible();
    await expect(history.getByText('Granted Premium until Jun 30, 2031')).toBeVisible();
    await expect(history.getByText(/^Redeemed a gift code: Premium until /)).toBeVisible();
    await lookAt(page, testInfo, 'member');

    await page.getByRole('button', { name: 'End Premium' }).click();
    await expect(page.getByText(/^Granted by hand/)).toHaveCount(0);
    // The gift code's Premium stays.
    await expect(page.getByText(/^Gift code: until /)).toBeVisible();
    await expect(history.getByText(editor)).toHaveCount(2);
    await expect(history.getByText('Premium ended')).toBeVisible();
  });

  test('the plans page saves a plan and says "Saved"', async ({ page }, testInfo) => {
    const editor = await createUserWithRole(page.request, 'editor');
    await signIn(page, editor);
    await gotoStarted(page, '/studio/plans');
    const monthly = page.getByRole('form', { name: /Monthly/ });
    await expect(monthly.getByLabel('Name')).toHaveValue('Monthly');
    await lookAt(page, testInfo, 'plans');
    await monthly.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  });

  test('is the 404 page for a member', async ({ page }) => {
    await signIn(page, await createUserWithRole(page.request));
    for (const path of ['/studio/codes', '/studio/members', '/studio/plans']) {
      await gotoStarted(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    }
  });
});
