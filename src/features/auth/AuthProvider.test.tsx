import './testing/authMocks';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/ui/toast';
import { loadAuthClient, mayHoldSession, SESSION_STORAGE_KEY, whenAuthClientLoads } from '../../lib/auth/authClient';
import { useAuth } from '../../lib/auth/authState';
import { AuthProvider } from './AuthProvider';
import { apiError, createFakeAuthClient, fakeSession, fakeUser } from './testing/fakeAuthClient';

function AuthProbe() {
  const { state, signOut } = useAuth();
  return (
    <div>
      <p data-testid="status">{state.status}</p>
      {state.status === 'signed-in' && <p data-testid="user">{`${state.user.email} | ${state.user.fullName} | ${state.user.createdAt}`}</p>}
      <button type="button" onClick={() => void signOut()}>
        Sign out
      </button>
    </div>
  );
}

function renderProvider() {
  return render(
    <AuthProvider>
      <AuthProbe />
    </AuthProvider>,
  );
}

const status = () => screen.getByTestId('status').textContent;

beforeEach(() => {
  vi.mocked(toast).mockClear();
  window.history.replaceState(null, '', '/');
  vi.mocked(mayHoldSession).mockReturnValue(true);
  vi.mocked(whenAuthClientLoads).mockReturnValue(new Promise(() => {}));
});
afterEach(() => vi.mocked(loadAuthClient).mockReset());

describe('AuthProvider states (docs/product.md#accounts)', () => {
  it('is loading until the auth client has answered', async () => {
    let resolve: (value: ReturnType<typeof createFakeAuthClient>['api']) => void = () => {};
    vi.mocked(loadAuthClient).mockReturnValue(new Promise((r) => (resolve = r)));
    renderProvider();
    expect(status()).toBe('loading');

    await act(async () => resolve(createFakeAuthClient(null).api));
    expect(status()).toBe('signed-out');
  });

  it('restores a stored session with getSession on load', async () => {
    const fake = createFakeAuthClient(fakeSession());
    vi.mocked(loadAuthClient).mockResolvedValue(fake.api);
    renderProvider();
    await waitFor(() => expect(status()).toBe('signed-in'));
    expect(screen.getByTestId('user')).toHaveTextContent('ana@example.com | Ana Lima | 2026-01-05T10:00:00Z');
    expect(fake.client.getSession).toHaveBeenCalled();
    expect(fake.client.onAuthStateChange).toHaveBeenCalled();
  });

  it('is signed out when the client cannot load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(loadAuthClient).mockRejectedValue(new Error('chunk failed'));
    renderProvider();
    await waitFor(() => expect(status()).toBe('signed-out'));
    expect(error).toHaveBeenCalled();
  });
});

describe('offline, with a session whose token has expired', () => {
  const setOnLine = (online: boolean) => Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'onLine');
    localStorage.clear();
  });

  it('counts the member signed in from the stored session at once, and after auth-js fails to refresh it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(fakeSession()));
    setOnLine(false);
    const fake = createFakeAuthClient(null);
    const refreshFailed = Object.assign(new Error('Failed to fetch'), { name: 'AuthRetryableFetchError' });
    let answer: (value: unknown) => void = () => {};
    fake.client.getSession.mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
    vi.mocked(loadAuthClient).mockResolvedValue(fake.api);
    renderProvider();
    expect(status()).toBe('signed-in');
    await act(async () => fake.emit('INITIAL_SESSION', null));
    expect(status()).toBe('signed-in');
    await act(async () => answer({ data: { session: null }, error: refreshFailed }));
    expect(status()).toBe('signed-in');
    expect(screen.getByTestId('user')).toHaveTextContent('ana@example.com');
  });

  it('is signed out when auth-js has dropped the session (signed out, or refused by the server)', async () => {
    setOnLine(false);
    const fake = createFakeAuthClient(null);
    vi.mocked(loadAuthClient).mockResolvedValue(fake.api);
    renderProvider();
    await waitFor(() => expect(status()).toBe('signed-out'));
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(fakeSession()));
    await act(async () => fake.emit('SIGNED_OUT', null));
    expect(status()).toBe('signed-out');
  });

  it('online, no session from auth-js is no session', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(fakeSession()));
    setOnLine(true);
    vi.mocked(loadAuthClient).mockResolvedValue(createFakeAuthClient(null).api);
    renderProvider();
    await waitFor(() => expect(status()).toBe('signed-out'));
  });
});

describe('a visitor with no stored session', () => {
  beforeEach(() => vi.mocked(mayHoldSession).mockReturnValue(false));

  it('is signed out at once, and auth-js is not loaded with the page', async () => {
    renderProvider();
    await waitFor(() => expect(status()).toBe('signed-out'));
    expect(loadAuthClient).not.toHaveBeenCalled();
  });

  it('is followed from the moment a form loads the client (signing in on this tab)', async () => {
    let loaded: (value: ReturnType<typeof createFakeAuthClient>['api']) => void = () => {};
    vi.mocked(whenAuthClientLoads).mockReturnValue(new Promise((r) => (loaded = r)));
    const fake = createFakeAuthClient(null);
    renderProvider();
    await waitFor(() => expect(status()).toBe('signed-out'));

    await act(async () => loaded(fake.api));
    act(() => fake.emit('SIGNED_IN', fakeSession()));
    expect(status()).toBe('signed-in');
  });

  it("loads the client when another tab signs in (a storage event for auth-js's key)", async () => {
    vi.mocked(loadAuthClient).mockResolvedValue(createFakeAuthClient(fakeSession()).api);
    renderProvider();
    await waitFor(() => expect(status()).toBe('signed-out'));
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'x' })));
    expect(loadAuthClient).not.toHaveBeenCalled();
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue: '{}' })));
    expect(loadAuthClient).toHaveBeenCalledTimes(1);
  });
});

describe('AuthProvider follows the session events', () => {
  async function ready(session = fakeSession()) {
    const fake = createFakeAuthClient(null);
    vi.mocked(loadAuthClient).mockResolvedValue(fake.api);
    const view = renderProvider();
    await waitFor(() => expect(status()).toBe('signed-out'));
    return { fake, session, view };
  }

  it.each(['INITIAL_SESSION', 'SIGNED_IN', 'TOKEN_REFRESHED', 'USER_UPDATED', 'MFA_CHALLENGE_VERIFIED'] as const)(
    '%s with a session signs in',
    async (event) => {
      const { fake, session } = await ready();
      act(() => fake.emit(event, session));
      expect(status()).toBe('signed-in');
    },
  );

  it('USER_UPDATED shows the updated user', async () => {
    const { fake } = await ready();
    act(() => fake.emit('SIGNED_IN', fakeSession()));
    act(() => fake.emit('USER_UPDATED', fakeSession(fakeUser({ email: 'new@example.com' }))));
    expect(screen.getByTestId('user')).toHaveTextContent('new@example.com');
  });

  it('SIGNED_OUT signs out', async () => {
    const { fake, session } = await ready();
    act(() => fake.emit('SIGNED_IN', session));
    act(() => fake.emit('SIGNED_OUT', null));
    expect(status()).toBe('signed-out');
  });

  it('PASSWORD_RECOVERY signs in and asks for a new password right there', async () => {
    const { fake, session } = await ready();
    act(() => fake.emit('PASSWORD_RECOVERY', session));
    expect(status()).toBe('signed-in');
    // The dialog is a lazy chunk: allow for its first import.
    expect(await screen.findByRole('dialog', { name: 'Choose a new password' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('stops listening when unmounted', async () => {
    const { fake, view } = await ready();
    expect(fake.listenerCount()).toBe(1);
    view.unmount();
    expect(fake.listenerCount()).toBe(0);
  });
});

describe('signOut (toasts of docs/product.md#errors-and-messages)', () => {
  it('signs this device out and toasts success', async () => {
    const fake = createFakeAuthClient(fakeSession());
    vi.mocked(loadAuthClient).mockResolvedValue(fake.api);
    renderProvider();
    await waitFor(() => expect(status()).toBe('signed-in'));

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(fake.client.signOut).toHaveBeenCalledWith({ scope: 'local' });
    expect(toast).toHaveBeenCalledWith('Signed out', { description: 'You have been successfully signed out.' });
  });

  it('toasts the failure with the provider message', async () => {
    const fake = createFakeAuthClient(fakeSession());
    fake.client.signOut.mockResolvedValue({ error: apiError('Network down') } as never);
    vi.mocked(loadAuthClient).mockResolvedValue(fake.api);
    renderProvider();
    await waitFor(() => expect(status()).toBe('signed-in'));

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(toast).toHaveBeenCalledWith('Sign out failed', { description: 'Network down', variant: 'error' });
    expect(toast).not.toHaveBeenCalledWith('Signed out', expect.anything());
  });
});

describe('mail links that land back on the site (loading auth-js even with no stored session)', () => {
  beforeEach(() => vi.mocked(mayHoldSession).mockReturnValue(false));

  it('explains a failed or expired link and clears it from the address bar', async () => {
    window.history.replaceState(
      null,
      '',
      '/#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
    );
    vi.mocked(loadAuthClient).mockResolvedValue(createFakeAuthClient(null).api);
    renderProvider();
    await waitFor(() => expect(status()).toBe('signed-out'));
    expect(toast).toHaveBeenCalledWith("We couldn't use that link", {
      description: 'Email link is invalid or has expired',
      variant: 'error',
    });
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/');
  });

  it('passes on the note of the first email-change link and clears it', async () => {
    window.history.replaceState(null, '', '/#message=Confirmation+link+accepted.+Please+proceed+to+confirm+link+sent+to+the+other+email&sb=');
    renderProvider();
    await waitFor(() => expect(status()).toBe('signed-out'));
    expect(toast).toHaveBeenCalledWith('One link confirmed', {
      description: 'Confirmation link accepted. Please proceed to confirm link sent to the other email',
    });
    expect(window.location.hash).toBe('');
  });

  it('greets a user whose confirmation link signed them in', async () => {
    window.history.replaceState(null, '', '/#access_token=a&refresh_token=r&expires_in=3600&token_type=bearer&type=signup');
    const fake = createFakeAuthClient(null);
    vi.mocked(loadAuthClient).mockResolvedValue(fake.api);
    renderProvider();
    await waitFor(() => expect(fake.client.onAuthStateChange).toHaveBeenCalled());
    act(() => fake.emit('SIGNED_IN', fakeSession()));
    expect(status()).toBe('signed-in');
    expect(toast).toHaveBeenCalledWith('Email confirmed', { description: 'Welcome! You are now signed in.' });
    await waitFor(() => expect(window.location.href).toBe(`${window.location.origin}/`));
  });
});
