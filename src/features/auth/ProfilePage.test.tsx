import './testing/authMocks'; // first: its mocks apply to every module imported after it
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/ui/toast';
import type { AuthState } from '../../lib/auth/authState';
import { readEntitlements } from '../../lib/premium/entitlements';
import { callMemberFunction, leaveFor } from '../../lib/premium/memberFunction';
import type { Entitlement } from '../../lib/premium/membership';
import ProfilePage from './ProfilePage';
import { fakeAuthClientForEachTest } from './testing/authMocks';
import { renderAuthPage } from './testing/renderAuthPage';

const signedIn: AuthState = {
  status: 'signed-in',
  user: { id: 'u1', email: 'ana@example.com', createdAt: '2026-01-05T10:00:00Z', fullName: 'Ana Lima' },
};
const path = () => screen.getByTestId('path').textContent;

fakeAuthClientForEachTest();
vi.mock('../../lib/premium/entitlements', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/premium/entitlements')>()),
  readEntitlements: vi.fn(),
}));
vi.mock('../../lib/premium/memberFunction', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/premium/memberFunction')>()),
  callMemberFunction: vi.fn(),
  leaveFor: vi.fn(),
}));

/** Payments on or off, as the server's runtime config block says. */
const configure = (payments: boolean) => {
  document.head.innerHTML = `<script id="app-config" type="application/json">{"supabaseAnonKey":"anon"${payments ? ',"payments":true' : ''}}</script>`;
};
const entitled = (rows: Entitlement[]) => vi.mocked(readEntitlements).mockResolvedValue(rows);
beforeEach(() => {
  configure(false);
  entitled([]);
  vi.mocked(callMemberFunction).mockReset();
  vi.mocked(leaveFor).mockReset();
});

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
    const sections = ['Membership', 'Your name', 'Email address', 'Password', 'Two-factor authentication', 'Devices', 'Your data', 'Delete account'];
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

describe('/profile: Membership (docs/premium.md#pages)', () => {
  const membership = () => screen.getByRole('region', { name: 'Membership' });
  const later = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

  it('no membership and no payment provider: the specification’s sentence, and where to redeem a code', async () => {
    renderAuthPage(<ProfilePage />, { path: '/profile', state: signedIn });
    expect(await screen.findByRole('link', { name: 'Redeem a code' })).toHaveAttribute('href', '/subscribe#redeem');
    expect(screen.getByText(/Access to premium content will be managed later through an upcoming video-subscription-platform integration\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage billing' })).toBeNull();
  });

  it('no membership with payments on: the plans, and no word of an upcoming integration', async () => {
    configure(true);
    renderAuthPage(<ProfilePage />, { path: '/profile', state: signedIn });
    expect(await screen.findByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/subscribe');
    expect(screen.queryByText(/upcoming video-subscription-platform integration/)).toBeNull();
  });

  it('a code or a grant: "Premium until" the latest end', async () => {
    const until = later(90);
    entitled([
      { source: 'code', valid_until: later(30), renews: false },
      { source: 'grant', valid_until: until, renews: false },
    ]);
    renderAuthPage(<ProfilePage />, { path: '/profile', state: signedIn });
    expect(await within(membership()).findByText(`Premium until ${longDate(until)}`)).toBeInTheDocument();
    expect(screen.getByText('Your whole library is open, every premium session included.')).toBeInTheDocument();
  });

  it('a Stripe subscription that renews: "Renews on", and "Manage billing" opens Stripe’s portal', async () => {
    configure(true);
    const date = later(20);
    entitled([{ source: 'stripe', valid_until: date, renews: true }]);
    vi.mocked(callMemberFunction).mockResolvedValue({ ok: true, body: { url: 'https://billing.stripe.com/p/session/test_1' } });
    renderAuthPage(<ProfilePage />, { path: '/profile', state: signedIn });
    expect(await within(membership()).findByText(`Renews on ${longDate(date)}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Manage billing' }));
    expect(callMemberFunction).toHaveBeenCalledWith('billing-portal', {});
    expect(leaveFor).toHaveBeenCalledWith('https://billing.stripe.com/p/session/test_1');
  });

  it('a Stripe subscription cancelled at its period’s end: "Ends on"; a refused portal says why', async () => {
    configure(true);
    const date = later(5);
    entitled([{ source: 'stripe', valid_until: date, renews: false }]);
    vi.mocked(callMemberFunction).mockResolvedValue({ ok: false, error: 'no_customer', message: 'There is no billing to manage yet' });
    renderAuthPage(<ProfilePage />, { path: '/profile', state: signedIn });
    expect(await within(membership()).findByText(`Ends on ${longDate(date)}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Manage billing' }));
    expect(toast).toHaveBeenCalledWith('Billing did not open', { description: 'There is no billing to manage yet', variant: 'error' });
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it('no "Manage billing" while payments are off, nor for a member who never subscribed', async () => {
    entitled([{ source: 'stripe', valid_until: later(5), renews: true }]);
    const view = renderAuthPage(<ProfilePage />, { path: '/profile', state: signedIn });
    expect(await within(membership()).findByText(/^Renews on/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage billing' })).toBeNull();
    view.unmount();
    configure(true);
    entitled([{ source: 'code', valid_until: later(5), renews: false }]);
    renderAuthPage(<ProfilePage />, { path: '/profile', state: signedIn });
    expect(await within(membership()).findByText(/^Premium until/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage billing' })).toBeNull();
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
