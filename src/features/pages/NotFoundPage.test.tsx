import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../tests/unit/renderWithRouter';
import NotFoundPage from './NotFoundPage';

describe('NotFoundPage', () => {
  it("says 'Oops! Page not found', links home, and logs the requested path (a warning: an error would fail Lighthouse's console audit)", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithRouter(<NotFoundPage />, '/no/such/place');
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(warn).toHaveBeenCalledWith(expect.any(String), '/no/such/place');
  });
});
