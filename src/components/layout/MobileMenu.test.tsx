import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PATH_PAGES } from '../../../tests/unit/pathPages';
import { renderWithRouter } from '../../../tests/unit/renderWithRouter';
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
    expect(hrefs).toEqual(['/search', ...PATH_PAGES, '/videos/free', '/about', '/login', '/signup']);
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

  it('opens by itself, before the app starts: its button is an invoker command of the dialog', () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Open menu' });
    const dialog = document.getElementById(button.getAttribute('commandfor')!);
    expect(button).toHaveAttribute('command', 'show-modal');
    expect(dialog?.tagName).toBe('DIALOG');
    // In the page from the start, so it has something to show.
    expect(within(dialog!).getByRole('link', { name: 'Yoga & Movement', hidden: true })).toBeInTheDocument();
  });

  it('takes over a menu opened before the app started, and closes it when a link is chosen', async () => {
    const page = (
      <MemoryRouter>
        <MobileMenu />
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const dialog = container.querySelector('dialog')!;
    dialog.showModal(); // what the browser does for the button's command
    await act(async () => {
      render(page, { container, hydrate: true });
    });
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(dialog.open).toBe(true);
    await userEvent.click(within(dialog).getByRole('link', { name: 'Yoga & Movement' }));
    expect(dialog.open).toBe(false);
  });
});
