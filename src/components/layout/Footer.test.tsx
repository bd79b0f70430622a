import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../tests/unit/renderWithRouter';
import { switchLocale } from '../../lib/i18n/i18n';
import { Footer } from './Footer';

describe('Footer', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the copyright line with the current year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-04T10:00:00Z'));
    renderWithRouter(<Footer />);
    expect(screen.getByText(/© 2031 Stillwater/)).toBeInTheDocument();
  });

  it('shows only the first half of the quick links', () => {
    renderWithRouter(<Footer />);
    const column = screen.getByRole('heading', { name: 'Quick Links' }).parentElement!;
    expect(within(column).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Videos', '/videos/all'],
    ]);
  });

  it('links four teachers, the legal pages, and offers four languages', () => {
    renderWithRouter(<Footer />);
    const teachers = screen.getByRole('heading', { name: 'Teachers' }).parentElement!;
    expect(within(teachers).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/teacher/amara-okafor',
      '/teacher/kenji-takamura',
      '/teacher/lucia-ferrante',
      '/teacher/devan-rao',
    ]);
    const legal = screen.getByRole('heading', { name: 'Legal' }).parentElement!;
    expect(within(legal).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/terms', '/privacy', '/cookies']);
    const options = within(screen.getByRole('combobox', { name: 'Language' })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['English', 'Español', 'Français', 'Deutsch']);
    expect(within(screen.getByRole('list', { name: 'Social media' })).getAllByRole('link')).toHaveLength(3);
  });

  describe('language selector', () => {
    afterEach(async () => {
      await switchLocale('en');
      document.cookie = 'lang=; Path=/; Max-Age=0';
    });

    it('switches the whole footer to the chosen language, remembers it in the lang cookie and sets <html lang>', async () => {
      renderWithRouter(<Footer />);
      const select = screen.getByRole('combobox', { name: 'Language' });
      expect(select).toHaveValue('en');

      await userEvent.selectOptions(select, 'Español');

      expect(await screen.findByRole('heading', { name: 'Enlaces rápidos' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Maestros' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
      expect(screen.getByText(/Todos los derechos reservados/)).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
      expect(document.cookie).toContain('lang=es');
      expect(document.documentElement.lang).toBe('es');

      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'Deutsch');
      expect(await screen.findByRole('heading', { name: 'Schnellzugriff' })).toBeInTheDocument();
      expect(document.cookie).toContain('lang=de');
      expect(document.documentElement.lang).toBe('de');
    });

    it('names each language in itself, marked with its lang', () => {
      renderWithRouter(<Footer />);
      const options = within(screen.getByRole('combobox', { name: 'Language' })).getAllByRole('option');
      expect(options.map((o) => o.getAttribute('lang'))).toEqual(['en', 'es', 'fr', 'de']);
    });
  });
});
