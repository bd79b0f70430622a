import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../tests/unit/renderWithRouter';
import { ScrollToTop } from './ScrollToTop';

describe('ScrollToTop', () => {
  it('scrolls to the top on every route change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderWithRouter(
      <>
        <ScrollToTop />
        <Link to="/about">About</Link>
        <Link to="/terms">Terms</Link>
      </>,
    );
    expect(scrollTo).not.toHaveBeenCalled(); // starting on a page is not a route change: where the visitor scrolled stays
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    await userEvent.click(screen.getByRole('link', { name: 'Terms' }));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });
});
