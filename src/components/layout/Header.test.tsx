import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../tests/unit/renderWithRouter';
import { AuthContext, type AuthContextValue } from '../../lib/auth/authState';
import { Header } from './Header';

const expectedPaths = [
  ['Meditation & Mindfulness', '/videos/meditation'],
  ['Yoga & Movement', '/videos/yoga'],
  ['Breathwork & Energy', '/videos/breathwork'],
  ['Quantum Healing', '/videos/quantum'],
  ['Wisdom & Teachings', '/videos/wisdom'],
  ['Karma & Merit Giving', '/videos/karma'],
  ['Ancient Wisdom', '/videos/ancient'],
  ['Wealth & Abundance', '/videos/abundance'],
];

function renderHeader(auth?: AuthContextValue) {
  const ui = auth ? (
    <AuthContext.Provider value={auth}>
      <Header />
    </AuthContext.Provider>
  ) : (
    <Header />
  );
  return renderWithRouter(ui);
}

function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

describe('Header', () => {
  it("lists the eight 'Transformational Paths' with their labels and paths, word for word, in a popover", () => {
    renderHeader();
    const main = screen.getByRole('navigation', { name: 'Main' });
    // The button shows the panel by itself (popovertarget), before the app starts: jsdom has no popovers.
    const panel = document.getElementById(within(main).getByRole('button', { name: /Transformational Paths/ }).getAttribute('popovertarget')!)!;
    expect(panel).toHaveAttribute('popover', 'auto');
    const links = within(panel).getAllByRole('link', { hidden: true }).filter((a) => a.getAttribute('href')?.startsWith('/videos/') && !a.textContent?.includes('Free'));
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(expectedPaths);
  });

  it('links Free Content, Our Story, and offers a search icon', () => {
    renderHeader();
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Free Content' })).toHaveAttribute('href', '/videos/free');
    expect(within(main).getByRole('link', { name: 'Our Story' })).toHaveAttribute('href', '/about');
    expect(within(main).getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
  });

  it("shows 'Sign In' and 'Enter the Temple' when signed out", () => {
    renderHeader();
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(within(main).getByRole('link', { name: 'Enter the Temple' })).toHaveAttribute('href', '/signup');
  });

  it('holds the account area, its divider included, unseen until the session is known (decisions 1405, 1423)', () => {
    renderHeader({ state: { status: 'loading' }, signOut: async () => {} });
    const main = screen.getByRole('navigation', { name: 'Main' });
    // `invisible` (visibility: hidden, which jsdom does not compute from Tailwind's classes)
    const area = within(main).getByRole('link', { name: 'Sign In', hidden: true }).closest('.invisible');
    expect(area).not.toBeNull();
    expect(area?.querySelector('span[aria-hidden="true"]')).not.toBeNull(); // the divider
  });

  it('shows a menu with the email, Profile and Sign Out when signed in', async () => {
    let signedOut = false;
    renderHeader({
      state: { status: 'signed-in', user: { id: 'u1', email: 'mira@example.com', createdAt: '2026-01-01T00:00:00Z' } },
      signOut: async () => {
        signedOut = true;
      },
    });
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    const panel = document.getElementById(within(main).getByRole('button', { name: /mira@example\.com/ }).getAttribute('popovertarget')!)!;
    expect(within(panel).getByRole('link', { name: 'Profile', hidden: true })).toHaveAttribute('href', '/profile');
    expect(within(panel).getByRole('link', { name: 'Your Library', hidden: true })).toHaveAttribute('href', '/library');
    await userEvent.click(within(panel).getByRole('button', { name: 'Sign Out', hidden: true }));
    expect(signedOut).toBe(true);
  });

  it('shows the tagline', () => {
    renderHeader();
    // The closed mobile menu repeats it.
    expect(screen.getAllByText('A Temple Without Walls')[0]).toHaveClass('md:block');
  });

  it('turns opaque only once the page has scrolled more than 10px', () => {
    setScrollY(0);
    renderHeader();
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-opaque', 'false');
    act(() => setScrollY(10));
    expect(header).toHaveAttribute('data-opaque', 'false');
    act(() => setScrollY(11));
    expect(header).toHaveAttribute('data-opaque', 'true');
    act(() => setScrollY(3));
    expect(header).toHaveAttribute('data-opaque', 'false');
  });
});
