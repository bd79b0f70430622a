import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { LOCALES, type Locale } from '../../shared/locales';
import { es } from '../../src/content/translations/es';
import { featuredVideos } from '../../src/content/videos';
import { uniqueEmail } from '../support/uniqueEmail';
import { createConfirmedUser, signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { gotoStarted, waitForHydration } from './support/hydration';

/** Screenshots to look at by eye (never committed): LANG_SHOTS=/tmp/dir E2E_PORT=… npx playwright test languages. */
const shots = process.env.LANG_SHOTS;
if (shots) mkdirSync(shots, { recursive: true });

/** A few words of each language, as the catalogs write them. */
const words: Record<Locale, { freeContent: string; quickLinks: string; play: string }> = {
  en: { freeContent: 'Free Content', quickLinks: 'Quick Links', play: 'Play' },
  es: { freeContent: 'Contenido gratuito', quickLinks: 'Enlaces rápidos', play: 'Reproducir' },
  fr: { freeContent: 'Contenu gratuit', quickLinks: 'Liens rapides', play: 'Lecture' },
  de: { freeContent: 'Kostenlose Inhalte', quickLinks: 'Schnellzugriff', play: 'Abspielen' },
};

const PLAYABLE_VIDEO = '/video/morning-stillness';

async function rememberLanguage(page: Page, locale: Locale) {
  await page.context().addCookies([{ name: 'lang', value: locale, url: baseURL }]);
}

/** Nothing wider than the window: long German words must wrap, not push the page sideways. */
async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('languages', () => {
  // The navigation's response must be the server's own: the service worker passes navigations to the network
  // (its precached shell answers only when that fails, which a busy test machine can make happen).
  test.describe.configure({ timeout: 60_000 });
  test.use({ serviceWorkers: 'block' });

  test('the footer selector switches the site to Spanish, and a reload arrives in Spanish from its first HTML', async ({ page }) => {
    await gotoStarted(page, '/');
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main.getByRole('link', { name: 'Free Content' })).toBeVisible();
    const featured = featuredVideos[0]!;
    const featuredCard = (title: string) => page.getByRole('main').getByRole('link', { name: new RegExp(`^${title}`) });
    await expect(featuredCard(featured.title)).toBeVisible();

    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');

    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Contenido gratuito' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Enlaces rápidos' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Encuentra el camino que te llama' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Enseñanzas destacadas' })).toBeVisible();
    await expect(featuredCard(es.videos[featured.id as keyof typeof es.videos].title)).toBeVisible();
    const cookie = (await page.context().cookies()).find((c) => c.name === 'lang');
    expect(cookie).toMatchObject({ value: 'es', path: '/', sameSite: 'Lax' });
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

    const reload = await page.reload();
    const firstHtml = await reload!.text();
    expect(firstHtml).toContain('<html lang="es">');
    expect(firstHtml).toContain('<title>Stillwater · Un templo sin muros</title>');
    expect(firstHtml).toContain('Contenido gratuito');
    expect(firstHtml).toContain('Enlaces rápidos');
    expect(firstHtml).not.toContain('>Free Content<');
    expect(firstHtml).toContain(es.videos[featured.id as keyof typeof es.videos].title);
    await waitForHydration(page);
    await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Contenido gratuito' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');

    // Back to English, remembered too.
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(main.getByRole('link', { name: 'Free Content' })).toBeVisible();
    expect(await (await page.reload())!.text()).toContain('<html lang="en">');
  });

  test('a page reached by a client-side navigation after the switch is in the chosen language too', async ({ page }) => {
    await rememberLanguage(page, 'fr');
    await gotoStarted(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Vidéos', exact: true }).click();
    await expect(page).toHaveURL(/\/videos\/all$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Toutes les vidéos' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Trier les vidéos' })).toBeVisible();
  });

  test('the prerendered /search arrives in the remembered language, and its search finds Spanish titles', async ({ page }) => {
    await rememberLanguage(page, 'es');
    const response = await page.goto('/search');
    const firstHtml = await response!.text();
    expect(firstHtml).toContain('<html lang="es">');
    expect(firstHtml).toContain('Busca en la biblioteca por título, maestro, tema o camino.');
    await waitForHydration(page);
    await page.goto('/search?q=quietud');
    await expect(page.getByRole('heading', { level: 1, name: 'Resultados de “quietud”' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /^Quietud de la mañana/ })).toBeVisible();
  });

  test('a member\'s /library, /profile and the search dialog are in German at 390 px, and nothing overflows', async ({ page }) => {
    const email = uniqueEmail('lang-de');
    await createConfirmedUser(page.request, { email });
    await signIn(page, email);
    await rememberLanguage(page, 'de');
    await page.setViewportSize({ width: 390, height: 844 });

    await page.goto('/library');
    await expect(page.getByRole('heading', { level: 1, name: 'Deine Bibliothek' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Weiterschauen' })).toBeVisible();
    await expect(page.getByText('Noch nichts gespeichert.', { exact: false })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    if (shots) await page.screenshot({ path: `${shots}/library-de-390.png`, fullPage: true });

    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Zwei-Faktor-Authentifizierung' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Deine Daten herunterladen' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    if (shots) await page.screenshot({ path: `${shots}/profile-de-390.png`, fullPage: true });

    await page.getByRole('link', { name: 'Suchen' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Suchen' });
    await dialog.getByRole('searchbox', { name: 'Videos und Lehrende suchen' }).fill('Atem');
    await expect(dialog.getByRole('status')).toContainText('Video');
    await expectNoHorizontalOverflow(page);
    if (shots) await page.screenshot({ path: `${shots}/search-de-390.png` });
  });

  for (const locale of LOCALES) {
    for (const width of [390, 1440]) {
      test(`${locale} at ${width} px: home, /videos/all, search results and a playing video have no axe violations and nothing overflows`, async ({ page }) => {
        test.setTimeout(150_000);
        await page.setViewportSize({ width, height: 900 });
        // A still carousel: axe must not catch a slide half-way through its fade.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await rememberLanguage(page, locale);

        await gotoStarted(page, '/');
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('contentinfo').getByRole('heading', { name: words[locale].quickLinks })).toBeVisible();
        await expectNoHorizontalOverflow(page);
        if (shots) await page.screenshot({ path: `${shots}/home-${locale}-${width}.png`, fullPage: true });
        await expectNoAxeViolations(page);

        await gotoStarted(page, '/videos/all');
        await expectNoHorizontalOverflow(page);
        if (shots) await page.screenshot({ path: `${shots}/videos-${locale}-${width}.png`, fullPage: true });
        await expectNoAxeViolations(page);

        // A teacher's name reads the same in every language, so the query finds her and her videos in each.
        await gotoStarted(page, '/search?q=amara');
        await expect(page.getByRole('main').getByRole('link', { name: /Amara Okafor/ }).first()).toBeVisible();
        await expectNoHorizontalOverflow(page);
        if (shots) await page.screenshot({ path: `${shots}/search-${locale}-${width}.png`, fullPage: true });
        await expectNoAxeViolations(page);

        await gotoStarted(page, PLAYABLE_VIDEO);
        await page.getByRole('button', { name: words[locale].play, exact: true }).click();
        const video = page.locator('video');
        await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.2);
        await expectNoHorizontalOverflow(page);
        if (shots) await page.screenshot({ path: `${shots}/watch-${locale}-${width}.png`, fullPage: true });
        await expectNoAxeViolations(page);
      });
    }
  }
});
