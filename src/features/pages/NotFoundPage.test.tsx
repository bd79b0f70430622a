import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../tests/renderWithRouter';
import NotFoundPage from './NotFoundPage';

describe('NotFoundPage', () => {
  it("says 'Oops! Page not found', links home, and logs the requested path", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithRouter(<NotFoundPage />, '/no/such/place');
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(error).toHaveBeenCalledWith(expect.any(String), '/no/such/place');
  });
});
