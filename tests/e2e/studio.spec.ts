import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { accountMenuButton, signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { createDraftVideo, createUserWithRole } from './support/editors';
import { gotoStarted } from './support/hydration';

const draftId = () => `studio-${randomBytes(4).toString('hex')}`;
const menuLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
const frenchTitle = (page: Page) => page.getByRole('group', { name: 'Français' }).getByLabel('Title');

/** A browser context signed in as `email`, at `path` once the app owns it. */
async function editorAt(browser: Browser, email: string, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  await gotoStarted(page, path);
  return page;
}

test.describe('the studio (/studio, editors only)', () => {
  test('sends a signed-out visitor to /login', async ({ page }) => {
    await gotoStarted(page, '/studio/teachers');
    await expect(page).toHaveURL('/login');
  });

  test("the page the server sends is the studio's empty frame, its largest paint; no video of it until an editor is known", async ({ request }) => {
    const html = await (await request.get('/studio')).text();
    expect(html).toMatch(/<h1[^>]*>Studio<\/h1>/);
    expect(html).toContain('aria-label="Studio sections"');
    expect(html).not.toContain('Morning Stillness');
  });

  test('is the 404 page for a member, whose menu has no Studio', async ({ page }) => {
    const email = await createUserWithRole(page.request);
    await signIn(page, email);
    await accountMenuButton(page, email).click();
    await expect(menuLink(page, 'Profile')).toBeVisible();
    await expect(menuLink(page, 'Studio')).toHaveCount(0);
    await gotoStarted(page, '/studio');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  });

  test('an editor finds a video from the menu, changes its French title and sees "Saved" and the history', async ({ page }) => {
    const id = draftId();
    await createDraftVideo(page.request, id, `Evening Quiet ${id}`);
    const email = await createUserWithRole(page.request, 'editor');
    await signIn(page, email);
    await accountMenuButton(page, email).click();
    await menuLink(page, 'Studio').click();
    await expect(page).toHaveURL('/studio');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Studio');
    await page.getByRole('searchbox', { name: 'Search by title or teacher' }).fill(id);
    await expect(page.getByRole('status').filter({ hasText: /^1 video$/ })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: id });
    await expect(row.getByText('Draft')).toBeVisible();
    await row.getByRole('link').click();
    await expect(page).toHaveURL(`/studio/videos/${id}`);
    await frenchTitle(page).fill('Calme du soir');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByRole('listitem').first()).toContainText(email);
    await expect(history).toContainText('title (fr): Calme du soir');
    await page.reload();
    await expect(frenchTitle(page)).toHaveValue('Calme du soir');
  });

  test('two editors on one video: the second save is refused, keeps what was typed, and Reload shows the first', async ({ browser, request }) => {
    const id = draftId();
    await createDraftVideo(request, id, `Two Editors ${id}`);
    const [first, second] = await Promise.all([createUserWithRole(request, 'editor'), createUserWithRole(request, 'editor')]);
    const ana = await editorAt(browser, first, `/studio/videos/${id}`);
    const ben = await editorAt(browser, second, `/studio/videos/${id}`);
    await expect(frenchTitle(ben)).toBeEditable();

    await frenchTitle(ana).fill('Titre d’Ana');
    await ana.getByRole('button', { name: 'Save changes' }).click();
    await expect(ana.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

    await frenchTitle(ben).fill('Titre de Ben');
    await ben.getByRole('button', { name: 'Save changes' }).click();
    const conflict = ben.getByRole('alert').filter({ hasText: 'This item changed since you opened it' });
    await expect(conflict).toBeVisible();
    await expect(frenchTitle(ben)).toHaveValue('Titre de Ben');
    await conflict.getByRole('button', { name: 'Reload' }).click();
    await expect(frenchTitle(ben)).toHaveValue('Titre d’Ana');
    await expect(conflict).toHaveCount(0);
  });

  test('a new teacher: the slug follows the name, and Unpublish adds them unpublished at their own address', async ({ page }) => {
    const email = await createUserWithRole(page.request, 'editor');
    await signIn(page, email);
    await gotoStarted(page, '/studio/teachers');
    await page.getByRole('link', { name: 'New teacher' }).click();
    const suffix = randomBytes(3).toString('hex');
    await page.getByLabel('Name', { exact: true }).fill(`Noor Haddad ${suffix}`);
    await expect(page.getByLabel('Slug (the teacher’s address)')).toHaveValue(`noor-haddad-${suffix}`);
    await page.getByRole('button', { name: 'Unpublish' }).click();
    await expect(page).toHaveURL(`/studio/teachers/noor-haddad-${suffix}`);
    await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();
    await gotoStarted(page, '/studio/teachers');
    await expect(page.getByRole('listitem').filter({ hasText: `noor-haddad-${suffix}` })).toContainText('Unpublished');
  });

  test('a teacher photo uploads, is saved with the teacher, and the public page shows it', async ({ page, browser }) => {
    const email = await createUserWithRole(page.request, 'editor');
    await signIn(page, email);
    await gotoStarted(page, '/studio/teachers/kenji-takamura');
    await page.getByLabel('Photo').setInputFiles('public/teachers/amara-okafor-512.webp');
    // Four AVIF and WebP encodes: seconds on a busy two-core machine.
    await expect(page.locator('img[src^="/uploads/teachers/kenji-takamura-"]')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

    // Another browser, signed out: the teacher's page shows the new portrait within 5 s, with no rebuild.
    const visitor = await browser.newPage();
    await expect
      .poll(async () => {
        await visitor.goto('/teacher/kenji-takamura');
        return visitor.locator('main img[src^="/uploads/teachers/kenji-takamura-"]').count();
      }, { timeout: 5_000 })
      .toBe(1);
    await visitor.close();
  });

  const pages = [
    ['videos', () => '/studio', 'Search by title or teacher'],
    ['video', (id: string) => `/studio/videos/${id}`, 'Save changes'],
    ['teachers', () => '/studio/teachers', 'New teacher'],
    ['new-teacher', () => '/studio/teachers/new', 'Save changes'],
    ['teacher', () => '/studio/teachers/amara-okafor', 'Save changes'],
    ['home', () => '/studio/home', 'Save changes'],
  ] as const;
  for (const width of [390, 1440]) {
    for (const [name, pathOf, ready] of pages) {
      test(`the ${name} page is axe-clean at ${width} px`, async ({ page }, testInfo) => {
        const id = draftId();
        if (name === 'video') await createDraftVideo(page.request, id, `Axe Check ${id}`);
        const email = await createUserWithRole(page.request, 'editor');
        await signIn(page, email);
        await page.setViewportSize({ width, height: 900 });
        await gotoStarted(page, pathOf(id));
        await expect(page.getByText(ready).or(page.getByLabel(ready)).first()).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
        await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
        await expectNoAxeViolations(page);
      });
    }
  }
});
