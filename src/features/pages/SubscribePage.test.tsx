import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from '../../../shared/site';
import { renderWithRouter } from '../../../tests/unit/renderWithRouter';
import { toast } from '../../components/ui/toast';
import { AuthContext, type AuthState } from '../../lib/auth/authState';
import { CatalogProvider } from '../../lib/catalog/CatalogProvider';
import type { CatalogStore } from '../../lib/catalog/catalogStore';
import type { Plan } from '../../lib/catalog/queries';
import { sampleCatalogStore, samplePlans } from '../../lib/catalog/testing/sampleCatalog';
import { startInLocale } from '../../lib/i18n/i18n';
import { readEntitlements } from '../../lib/premium/entitlements';
import { callMemberFunction, leaveFor } from '../../lib/premium/memberFunction';
import { CHECKOUT_WAIT_MS } from '../../lib/premium/useCheckoutWait';
import SubscribePage from './SubscribePage';

vi.mock('../../components/ui/toast', () => ({ toast: vi.fn() }));
vi.mock('../../lib/premium/memberFunction', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/premium/memberFunction')>()),
  callMemberFunction: vi.fn(),
  leaveFor: vi.fn(),
}));
vi.mock('../../lib/premium/entitlements', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/premium/entitlements')>()),
  readEntitlements: vi.fn(),
}));

const member: AuthState = { status: 'signed-in', user: { id: 'u1', email: 'ana@example.com', createdAt: '2026-01-05T10:00:00Z' } };
const visitor: AuthState = { status: 'signed-out' };

/** Payments on or off, as the server's runtime config block says. */
function configure(payments: boolean) {
  document.head.innerHTML = `<script id="app-config" type="application/json">{"supabaseUrl":"https://db.example.com","supabaseAnonKey":"anon"${payments ? ',"payments":true' : ''}}</script>`;
}

/** The sample catalog with these plans. */
function withPlans(plans: Plan[]): CatalogStore {
  const store = sampleCatalogStore();
  return { ...store, entry: <T,>(key: string, load: never) => (key === 'plans' ? { state: 'done' as const, value: plans as T } : store.entry<T>(key, load)) };
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}
const where = () => screen.getByTestId('where').textContent;

function renderSubscribe({ state = member, at = '/subscribe', plans = samplePlans }: { state?: AuthState; at?: string; plans?: Plan[] } = {}) {
  return render(
    <AuthContext.Provider value={{ state, signOut: async () => {} }}>
      <CatalogProvider store={withPlans(plans)}>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path="/subscribe" element={<SubscribePage />} />
            <Route path="*" element={<p>Another page</p>} />
          </Routes>
          <Where />
        </MemoryRouter>
      </CatalogProvider>
    </AuthContext.Provider>,
  );
}

const purchasable = samplePlans.map((plan, index) => ({ ...plan, purchasable: true, trialDays: index === 0 ? 7 : 0 }));
const codeField = () => screen.getByRole('textbox', { name: 'Code' });

beforeEach(() => {
  configure(false);
  sessionStorage.clear();
  vi.mocked(toast).mockClear();
  vi.mocked(callMemberFunction).mockReset();
  vi.mocked(leaveFor).mockReset();
  vi.mocked(readEntitlements).mockReset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SubscribePage', () => {
  it('shows the free and premium tiers side by side from tablets up, stacked on phones', () => {
    renderWithRouter(<SubscribePage />);
    const free = screen.getByRole('article', { name: 'Free' });
    const premium = screen.getByRole('article', { name: 'Premium' });
    expect(free.parentElement).toBe(premium.parentElement);
    expect(free.parentElement!.className).toMatch(/(^| )grid( |$)/);
    expect(free.parentElement!.className).toContain('md:grid-cols-2');
    expect(free.parentElement!.className).not.toMatch(/(^| )grid-cols-2/);
  });

  it('lists what each tier includes; premium includes everything in free', () => {
    renderWithRouter(<SubscribePage />);
    const freeItems = within(screen.getByRole('article', { name: 'Free' })).getAllByRole('listitem');
    const premiumItems = within(screen.getByRole('article', { name: 'Premium' })).getAllByRole('listitem');
    expect(freeItems.length).toBeGreaterThanOrEqual(3);
    expect(freeItems.map((li) => li.textContent)).toContain('Every video marked Free, to watch as often as you like');
    expect(premiumItems[0]).toHaveTextContent('Everything in Free');
  });

  it('sends free members to sign up and premium-curious ones to the library', () => {
    renderWithRouter(<SubscribePage />);
    expect(screen.getByRole('link', { name: 'Start for free' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Preview premium sessions' })).toHaveAttribute('href', '/videos/all');
  });

  it('sets its own title and description', () => {
    renderWithRouter(<SubscribePage />);
    expect(document.title).toBe(`Subscribe · ${site.name}`);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('premium');
  });
});

describe('/subscribe: the plans (docs/premium.md#pages)', () => {
  it('lists the active plans in their order: name, price per interval and the trial', () => {
    renderSubscribe();
    const plans = within(screen.getByRole('region', { name: 'Premium plans' })).getAllByRole('article');
    expect(plans.map((plan) => plan.getAttribute('aria-labelledby'))).toEqual(['plan-monthly', 'plan-yearly']);
    const monthly = screen.getByRole('article', { name: 'Monthly' });
    expect(monthly).toHaveTextContent('$15');
    expect(monthly).toHaveTextContent('per month');
    expect(monthly).toHaveTextContent('7-day free trial');
    expect(screen.getByRole('article', { name: 'Yearly' })).toHaveTextContent('$120per year');
  });

  it('writes prices and trials in the active language', async () => {
    await act(() => startInLocale('fr'));
    try {
      renderSubscribe();
      const monthly = screen.getByRole('article', { name: 'Monthly' });
      expect(monthly.textContent!.replace(/\s/g, ' ')).toContain('15 $US');
      expect(monthly).toHaveTextContent('par mois');
      expect(monthly).toHaveTextContent('Essai gratuit de 7 jours');
    } finally {
      await act(() => startInLocale('en'));
    }
  });

  it('without payments: no payment button, the note about the upcoming integration stays, and the code form is offered', () => {
    renderSubscribe({ plans: purchasable });
    expect(screen.queryByRole('button', { name: /Start free trial|Subscribe/ })).toBeNull();
    expect(screen.getByRole('note')).toHaveTextContent('Premium access arrives with our upcoming video-subscription-platform integration.');
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(codeField()).toBeInTheDocument();
  });

  it('with payments: "Start free trial" for a plan with a trial, "Subscribe" without; a plan with no Stripe price has none', () => {
    configure(true);
    renderSubscribe({ plans: [...purchasable, { ...samplePlans[0]!, id: 'unpriced', name: 'Unpriced' }] });
    expect(within(screen.getByRole('article', { name: 'Monthly' })).getByRole('button', { name: 'Start free trial' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Yearly' })).getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Unpriced' })).queryByRole('button')).toBeNull();
    expect(screen.getByRole('note')).toHaveTextContent('Payments are handled securely by Stripe.');
    expect(screen.getByText('Choose a plan below')).toBeInTheDocument();
  });

  it('a member: checkout with the plan’s id, then on to the answered url', async () => {
    configure(true);
    vi.mocked(callMemberFunction).mockResolvedValue({ ok: true, body: { url: 'https://checkout.stripe.com/c/pay/cs_test_1' } });
    renderSubscribe({ plans: purchasable });
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(callMemberFunction).toHaveBeenCalledWith('checkout', { planId: 'yearly' });
    expect(leaveFor).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1');
  });

  it('a refused checkout stays here with the server’s message', async () => {
    configure(true);
    vi.mocked(callMemberFunction).mockResolvedValue({ ok: false, error: 'unknown_plan', message: 'This plan is no longer offered' });
    renderSubscribe({ plans: purchasable });
    await userEvent.click(screen.getByRole('button', { name: 'Start free trial' }));
    expect(toast).toHaveBeenCalledWith('Checkout did not open', { description: 'This plan is no longer offered', variant: 'error' });
    expect(leaveFor).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Start free trial' })).toBeEnabled();
  });

  it('a visitor is sent to sign in first, to come back here', async () => {
    configure(true);
    renderSubscribe({ state: visitor, plans: purchasable });
    await userEvent.click(screen.getByRole('button', { name: 'Start free trial' }));
    expect(callMemberFunction).not.toHaveBeenCalled();
    expect(where()).toBe('/login?next=%2Fsubscribe');
    expect(toast).toHaveBeenCalledWith('Sign in to subscribe', { description: 'We will bring you back to this page.' });
  });
});

describe('/subscribe: redeem a code (docs/premium.md#pages)', () => {
  const redeem = async (code: string) => {
    await userEvent.type(codeField(), code);
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
  };

  it('a valid code: "Premium is yours" and the membership’s new end date', async () => {
    vi.mocked(callMemberFunction).mockResolvedValue({ ok: true, body: { validUntil: '2027-02-27T12:00:00Z' } });
    renderSubscribe();
    await redeem('abcd-efgh-jkmn-pqrs');
    expect(callMemberFunction).toHaveBeenCalledWith('redeem-code', { code: 'abcd-efgh-jkmn-pqrs' });
    expect(toast).toHaveBeenCalledWith('Premium is yours', { description: 'Premium until February 27, 2027' });
    expect(screen.getByRole('status')).toHaveTextContent('Premium is yours until February 27, 2027.');
    expect(codeField()).toHaveValue('');
  });

  it.each(['This code is not valid', 'This code has already been used', 'This code has expired', 'Too many attempts. Try again in a few minutes.'])(
    'a refusal shows the function’s message beside the field: %s',
    async (message) => {
      vi.mocked(callMemberFunction).mockResolvedValue({ ok: false, error: 'refused', message });
      renderSubscribe();
      await redeem('AAAA-BBBB-CCCC-DDDD');
      expect(codeField()).toHaveAttribute('aria-invalid', 'true');
      expect(codeField()).toHaveAccessibleDescription(message);
      expect(toast).not.toHaveBeenCalled();
    },
  );

  it('the three refusals a member meets read in their language', async () => {
    await act(() => startInLocale('de'));
    try {
      vi.mocked(callMemberFunction).mockResolvedValue({ ok: false, error: 'invalid_code', message: 'This code is not valid' });
      renderSubscribe();
      await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), 'X');
      await userEvent.click(screen.getByRole('button', { name: 'Einlösen' }));
      expect(codeField()).toHaveAccessibleDescription('Dieser Code ist nicht gültig');
    } finally {
      await act(() => startInLocale('en'));
    }
  });

  it('asks for a code before sending anything', async () => {
    renderSubscribe();
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(codeField()).toHaveAccessibleDescription('Enter your code');
    expect(callMemberFunction).not.toHaveBeenCalled();
  });

  it('a visitor is sent to sign in first and comes back with the code still typed', async () => {
    const view = renderSubscribe({ state: visitor });
    await redeem('ABCD-EFGH-JKMN-PQRS');
    expect(callMemberFunction).not.toHaveBeenCalled();
    expect(where()).toBe('/login?next=%2Fsubscribe');
    expect(toast).toHaveBeenCalledWith('Sign in to redeem your code', { description: 'We will bring you back to this page.' });
    view.unmount();
    renderSubscribe();
    expect(codeField()).toHaveValue('ABCD-EFGH-JKMN-PQRS');
    expect(codeField()).toHaveFocus();
  });
});

describe('/subscribe?checkout=success', () => {
  const stripeRow = { source: 'stripe' as const, valid_until: '2026-12-04T12:00:00Z', renews: true };

  it('waits calmly, reading the member’s entitlements every 2 s, then says "Welcome to Premium" with no reload', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T12:00:00Z') });
    vi.mocked(readEntitlements).mockResolvedValue([{ source: 'code', valid_until: '2027-01-01T00:00:00Z', renews: false }]);
    renderSubscribe({ at: '/subscribe?checkout=success' });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('heading', { name: 'Confirming your membership…' })).toBeInTheDocument();
    expect(readEntitlements).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(readEntitlements).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(readEntitlements).toHaveBeenCalledTimes(2);
    vi.mocked(readEntitlements).mockResolvedValue([stripeRow]);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole('heading', { name: 'Welcome to Premium' })).toBeInTheDocument();
    expect(screen.getByText('Your membership is active until December 4, 2026. Every premium session is open to you.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(readEntitlements).toHaveBeenCalledTimes(3);
  });

  it('stops after a few minutes with a calm message', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T12:00:00Z') });
    vi.mocked(readEntitlements).mockRejectedValue(new Error('JWT expired'));
    renderSubscribe({ at: '/subscribe?checkout=success' });
    await act(() => vi.advanceTimersByTimeAsync(CHECKOUT_WAIT_MS));
    expect(screen.getByRole('heading', { name: 'Still confirming' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute('href', '/profile');
    const calls = vi.mocked(readEntitlements).mock.calls.length;
    expect(calls).toBe(CHECKOUT_WAIT_MS / 2000 + 1);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(readEntitlements).toHaveBeenCalledTimes(calls);
  });

  it('shows nothing of it on the plain page', () => {
    renderSubscribe();
    expect(screen.queryByRole('heading', { name: 'Confirming your membership…' })).toBeNull();
    expect(readEntitlements).not.toHaveBeenCalled();
  });
});
