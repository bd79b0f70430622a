import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import { renderWithRouter } from '../../../tests/renderWithRouter';
import { MobileMenu } from './MobileMenu';

function renderMenu() {
  return renderWithRouter(
    <>
      <MobileMenu />
      <Routes>
        <Route path="*" element={null} />
      </Routes>
    </>,
  );
}

describe('MobileMenu', () => {
  it('repeats the paths, Free Content, Our Story, Sign In and Enter the Temple', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    const hrefs = within(dialog).getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/videos/meditation',
      '/videos/yoga',
      '/videos/breathwork',
      '/videos/quantum',
      '/videos/wisdom',
      '/videos/karma',
      '/videos/ancient',
      '/videos/abundance',
      '/videos/free',
      '/about',
      '/login',
      '/signup',
    ]);
    expect(within(dialog).getByRole('link', { name: 'Enter the Temple' })).toBeInTheDocument();
  });

  it('closes when a link is chosen', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    await userEvent.click(within(dialog).getByRole('link', { name: 'Yoga & Movement' }));
    expect(dialog.open).toBe(false);
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
