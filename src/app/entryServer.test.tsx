import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../shared/locales';
import { notFoundPath } from '../../shared/routes';
import { sampleCatalogStore } from '../lib/catalog/testing/sampleCatalog';
import { translate, type MessageId } from '../lib/i18n/i18n';
import { renderWith } from './entryServer';

/** A page as the server renders it (from the sample catalog), as a DOM, with the page's own words in `locale` at hand. */
async function prerendered(pathname: string, locale: Locale) {
  const root = document.createElement('div');
  root.innerHTML = (await renderWith(pathname, locale, sampleCatalogStore())).html;
  document.body.replaceChildren(root);
  return { root, t: (id: MessageId) => translate(id, { name: 'Stillwater' }) };
}

describe('the pages that depend on the session are rendered on the server too (decision 1410)', () => {
  it.each(LOCALES)('/login and /signup (%s): the form that posts, never a GET that would put the password in the address', async (locale) => {
    for (const [pathname, heading] of [['/login', 'auth.signIn.title'], ['/signup', 'auth.signUp.title']] as const) {
      const { root, t } = await prerendered(pathname, locale);
      const form = within(root).getByRole('form', { name: t(heading) });
      expect(form).toHaveAttribute('method', 'post');
      expect(form.querySelector('input[type="password"]')).not.toBeNull();
      expect(within(root).queryByRole('status')).toBeNull(); // no "checking your session" in place of the form
    }
  });

  it('/login: "Forgot password?" and "Show password", which need the app, are unseen until it starts (decision 1405)', async () => {
    const { root, t } = await prerendered('/login', 'en');
    for (const control of [t('auth.signIn.forgot'), t('auth.password.show')]) {
      const button = within(root).getByRole('button', { name: control, hidden: true });
      expect(button.closest('.invisible')).not.toBeNull();
    }
    expect(within(root).getByRole('button', { name: t('auth.signIn.submit') }).closest('.invisible')).toBeNull();
  });

  it('/profile: its headings, the welcome card in general words and a quiet placeholder, nothing of anyone’s account', async () => {
    const { root, t } = await prerendered('/profile', 'es');
    expect(within(root).getByRole('heading', { level: 1, name: t('auth.profile.welcome') })).toBeInTheDocument();
    expect(within(root).getByRole('heading', { level: 2, name: t('auth.profile.goodToSee') })).toBeInTheDocument();
    expect(within(root).getByRole('status')).toHaveTextContent(t('layout.checkingSession'));
    expect(root.querySelector('form, input')).toBeNull();
  });

  it('/library: Downloads and its three sections, their empty states holding the place unseen', async () => {
    const { root, t } = await prerendered('/library', 'fr');
    expect(within(root).getByRole('heading', { level: 1, name: t('library.pageTitle') })).toBeInTheDocument();
    const sections = within(within(root).getByRole('main')).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual((['offline.downloads', 'library.continueWatching', 'library.saved', 'library.history'] as const).map((id) => t(id)));
    expect(within(root).getByRole('status')).toHaveTextContent(t('library.loading'));
    expect(root.querySelectorAll('.invisible[aria-hidden="true"]')).toHaveLength(4);
  });

  it('an unknown teacher or video: its not-found state, marked for the server to answer 404', async () => {
    for (const pathname of ['/teacher/no-such-teacher', '/video/no-such-video']) {
      const catalog = sampleCatalogStore();
      await renderWith(pathname, 'en', catalog);
      expect(catalog.notFound, pathname).toBe(true);
    }
    const found = sampleCatalogStore();
    await renderWith('/teacher/amara-okafor', 'en', found);
    expect(found.notFound).toBe(false);
  });

  it('the 404 page, in each language', async () => {
    for (const locale of LOCALES) {
      const { root, t } = await prerendered(notFoundPath, locale);
      expect(within(root).getByRole('heading', { level: 1, name: t('pages.notFound.title') })).toBeInTheDocument();
    }
  });
});
