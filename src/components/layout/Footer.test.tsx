import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../tests/renderWithRouter';
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
});
