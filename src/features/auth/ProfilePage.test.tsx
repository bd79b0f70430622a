import './testing/authMocks'; // first: its mocks apply to every module imported after it
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AuthState } from '../../lib/auth/authState';
import ProfilePage from './ProfilePage';
import { fakeAuthClientForEachTest } from './testing/authMocks';
import { renderAuthPage } from './testing/renderAuthPage';

const signedIn: AuthState = {
  status: 'signed-in',
  user: { id: 'u1', email: 'ana@example.com', createdAt: '2026-01-05T10:00:00Z', fullName: 'Ana Lima' },
};
const path = () => screen.getByTestId('path').textContent;

fakeAuthClientForEachTest();

describe('/profile (docs/product.md#accounts)', () => {
  it('shows the email, the member-since date, a welcome card and the premium note', () => {
    renderAuthPage(<ProfilePage />, { path: '/profile', state: signedIn });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Ana' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Good to see you, Ana Lima.' })).toBeInTheDocument();
    expect(screen.getByText('Email').nextElementSibling).toHaveTextContent('ana@example.com');
    expect(screen.getByText('Member since').nextElementSibling).toHaveTextContent('January 5, 2026');
    expect(
      screen.getByText(/Access to premium content will be managed later through an upcoming video-subscription-platform integration\./),
    ).toBeInTheDocument();
    expect(document.title).toMatch(/^Your Profile · /);
  });

  it('is the account page: one section per setting (decision 1220)', async () => {
    renderAuthPage(<ProfilePage />, { path: '/profile', state: signedIn });
    const sections = ['Your name', 'Email address', 'Password', 'Two-factor authentication', 'Devices', 'Your data', 'Delete account'];
    for (const name of sections) expect(screen.getByRole('region', { name })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Enable' })).toBeInTheDocument();
  });

  it('greets a user without a name too', () => {
    renderAuthPage(<ProfilePage />, { path: '/profile', state: { status: 'signed-in', user: { ...signedIn.user, fullName: '' } } });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to your sanctuary' })).toBeInTheDocument();
  });

  it('Sign Out signs out and returns to /', async () => {
    const signOut = vi.fn(async () => {});
    renderAuthPage(<ProfilePage />, { path: '/profile', state: signedIn, signOut });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(path()).toBe('/'));
  });
});

describe('/profile redirects (docs/product.md#accounts)', () => {
  it('sends a signed-out visitor to /login', () => {
    renderAuthPage(<ProfilePage />, { path: '/profile', state: { status: 'signed-out' } });
    expect(path()).toBe('/login');
  });

  it('shows a spinner while the session is loading, then redirects', () => {
    const view = renderAuthPage(<ProfilePage />, { path: '/profile', state: { status: 'loading' } });
    expect(screen.getByText('Checking your session')).toBeInTheDocument();
    expect(path()).toBe('/profile');
    view.setState({ status: 'signed-out' });
    expect(path()).toBe('/login');
  });

  it('goes home, not to /login, when the user signs out here (e.g. from the header menu)', () => {
    const view = renderAuthPage(<ProfilePage />, { path: '/profile', state: signedIn });
    view.setState({ status: 'signed-out' });
    expect(path()).toBe('/');
  });
});
