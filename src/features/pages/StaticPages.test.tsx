import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../tests/unit/renderWithRouter';
import AboutPage from './AboutPage';
import LegalPage from './LegalPage';

describe('About page', () => {
  it('shows the mission, the three values and a Subscribe Now button', () => {
    renderWithRouter(<AboutPage />);
    expect(screen.getByRole('heading', { name: 'Our mission' })).toBeInTheDocument();
    for (const value of ['Authenticity', 'Accessibility', 'Community']) {
      expect(screen.getByRole('heading', { name: value })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Subscribe Now' })).toBeInTheDocument();
  });
});

describe('Legal pages', () => {
  it('terms: fees billed in advance, no refund for the current billing cycle, California law', () => {
    renderWithRouter(<LegalPage document="terms" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    expect(text).toMatch(/Fees are billed in advance/);
    expect(text).toMatch(/do not give refunds or credits for the current billing cycle/);
    expect(text).toMatch(/governed by the laws of the State of California/);
  });

  it.each([
    ['privacy', 'Privacy Policy'],
    ['cookies', 'Cookie Policy'],
  ] as const)('%s has its title and sections', (key, title) => {
    renderWithRouter(<LegalPage document={key} />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(3);
  });
});
