import './testing/authMocks'; // first: its mocks apply to every module imported after it
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/ui/toast';
import { loadAuthClient } from '../../lib/auth/authClient';
import LoginPage from './LoginPage';
import { fakeAuthClientForEachTest } from './testing/authMocks';
import { apiError, fakeSession, fakeUser } from './testing/fakeAuthClient';
import { renderAuthPage } from './testing/renderAuthPage';

const fake = fakeAuthClientForEachTest();

const renderLogin = (state: Parameters<typeof renderAuthPage>[1]['state'] = { status: 'signed-out' }) =>
  renderAuthPage(<LoginPage />, { path: '/login', state });
const path = () => screen.getByTestId('path').textContent;
const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');

describe('/login in sign-in mode (docs/product.md#accounts)', () => {
  it('has email, password, remember-me, the social buttons and a link to sign-up', () => {
    renderLogin();
    expect(email()).toHaveAttribute('type', 'email');
    expect(password()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Google/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Facebook/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
  });

  it('sets the page title', () => {
    renderLogin();
    expect(document.title).toMatch(/^Sign In · /);
  });

  it('requires the email and the password', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(fake.client.signInWithPassword).not.toHaveBeenCalled();
  });

  it('requires an email address', async () => {
    renderLogin();
    await userEvent.type(email(), 'ana');
    await userEvent.type(password(), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Enter a valid email address, like name@example.com')).toBeInTheDocument();
    expect(fake.client.signInWithPassword).not.toHaveBeenCalled();
  });

  it('signs in, toasts "Welcome back!" and goes home', async () => {
    renderLogin();
    await userEvent.type(email(), 'ana@example.com');
    await userEvent.type(password(), 'secret1');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(path()).toBe('/'));
    expect(fake.client.signInWithPassword).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'secret1' });
    expect(toast).toHaveBeenCalledWith('Welcome back!', { description: 'You have successfully signed in.' });
  });

  it('comes back to the page that asked for the sign-in (?next=)', async () => {
    renderAuthPage(<LoginPage />, { path: '/login', search: '?next=%2Fsubscribe', state: { status: 'signed-out' } });
    await userEvent.type(email(), 'ana@example.com');
    await userEvent.type(password(), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(path()).toBe('/subscribe'));
  });

  it('stays on /login with "Sign in failed" and the provider message', async () => {
    fake.client.signInWithPassword.mockResolvedValue({ data: { user: null, session: null }, error: apiError('Invalid login credentials') } as never);
    renderLogin();
    await userEvent.type(email(), 'ana@example.com');
    await userEvent.type(password(), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith('Sign in failed', { description: 'Invalid login credentials', variant: 'error' }),
    );
    expect(path()).toBe('/login');
    expect(toast).not.toHaveBeenCalledWith('Welcome back!', expect.anything());
  });

  it('reports a client that failed to load as a sign-in failure', async () => {
    vi.mocked(loadAuthClient).mockRejectedValue(new Error('Failed to fetch dynamically imported module'));
    renderLogin();
    await userEvent.type(email(), 'ana@example.com');
    await userEvent.type(password(), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith('Sign in failed', {
        description: 'Failed to fetch dynamically imported module',
        variant: 'error',
      }),
    );
  });
});

describe('/login in reset mode', () => {
  async function openReset(typedEmail = '') {
    renderLogin();
    if (typedEmail) await userEvent.type(email(), typedEmail);
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
  }

  it("'Forgot password?' switches the same form to reset mode", async () => {
    await openReset();
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Reset Email' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Sign In' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(email()).toHaveFocus();
    expect(document.title).toMatch(/^Reset Password · /);
  });

  it('keeps the email typed in sign-in mode', async () => {
    await openReset('ana@example.com');
    expect(email()).toHaveValue('ana@example.com');
  });

  it('sends nothing while the email is empty', async () => {
    await openReset();
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Email' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(fake.client.resetPasswordForEmail).not.toHaveBeenCalled();
  });

  it('sends the reset mail to the site root, toasts, and returns to sign-in mode', async () => {
    await openReset('ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Email' }));

    await screen.findByRole('button', { name: 'Sign In' });
    expect(fake.client.resetPasswordForEmail).toHaveBeenCalledWith('ana@example.com', { redirectTo: `${window.location.origin}/` });
    expect(toast).toHaveBeenCalledWith('Check your email', { description: "We've sent you a password reset link." });
    expect(email()).toHaveValue('ana@example.com');
  });

  it('toasts "Password reset failed" and stays in reset mode on failure', async () => {
    fake.client.resetPasswordForEmail.mockResolvedValue({ data: null, error: apiError('email rate limit exceeded') } as never);
    await openReset('ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Email' }));

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith('Password reset failed', { description: 'email rate limit exceeded', variant: 'error' }),
    );
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
  });

  it("'Back to Sign In' returns to sign-in mode", async () => {
    await openReset();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(password()).toBeInTheDocument();
  });
});

describe('/login redirects', () => {
  it('sends a signed-in user home', () => {
    renderLogin({ status: 'signed-in', user: { id: 'u', email: fakeUser().email!, createdAt: '2026-01-05T10:00:00Z' } });
    expect(path()).toBe('/');
  });

  it('sends a signed-in user to the page named by ?next= instead', () => {
    renderAuthPage(<LoginPage />, { path: '/login', search: '?next=%2Fsubscribe', state: { status: 'signed-in', user: { id: 'u', email: 'a@example.com', createdAt: '2026-01-05T10:00:00Z' } } });
    expect(path()).toBe('/subscribe');
  });

  it('shows the form while the session is loading, as its prerendered page does, then sends a user who turns out signed in home', () => {
    const { setState } = renderLogin({ status: 'loading' });
    expect(email()).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(path()).toBe('/login');
    setState({ status: 'signed-in', user: { id: 'u', email: fakeUser().email!, createdAt: '2026-01-05T10:00:00Z' } });
    expect(path()).toBe('/');
  });
});

describe('/login with two-factor authentication (decision 1222)', () => {
  const withFactor = fakeUser({
    factors: [{ id: 'factor-1', factor_type: 'totp', status: 'verified', friendly_name: '', created_at: '', updated_at: '' }],
  });

  async function signInWithPassword() {
    fake.client.signInWithPassword.mockResolvedValue({ data: { user: withFactor, session: fakeSession(withFactor) }, error: null } as never);
    fake.client.mfa.getAuthenticatorAssuranceLevel.mockResolvedValue({
      data: { currentLevel: 'aal1', nextLevel: 'aal2', currentAuthenticationMethods: [] },
      error: null,
    } as never);
    renderLogin();
    await userEvent.type(email(), 'ana@example.com');
    await userEvent.type(password(), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    return screen.findByLabelText('Authentication code');
  }

  it('asks for the authentication code after the password, and stays on /login', async () => {
    const code = await signInWithPassword();
    expect(screen.getByRole('heading', { name: 'Two-factor authentication' })).toBeInTheDocument();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(path()).toBe('/login');
    expect(toast).not.toHaveBeenCalledWith('Welcome back!', expect.anything());
  });

  it('requires six digits before anything is sent', async () => {
    const code = await signInWithPassword();
    await userEvent.type(code, '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeInTheDocument();
    expect(fake.client.mfa.challenge).not.toHaveBeenCalled();
  });

  it('challenges and verifies the factor (AAL2), then toasts "Welcome back!" and goes home', async () => {
    const code = await signInWithPassword();
    await userEvent.type(code, '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(path()).toBe('/'));
    expect(fake.client.mfa.challenge).toHaveBeenCalledWith({ factorId: 'factor-1' });
    expect(fake.client.mfa.verify).toHaveBeenCalledWith({ factorId: 'factor-1', challengeId: 'challenge-1', code: '123456' });
    expect(toast).toHaveBeenCalledWith('Welcome back!', { description: 'You have successfully signed in.' });
  });

  it('a wrong code toasts "Sign in failed" with the server message and stays', async () => {
    fake.client.mfa.verify.mockResolvedValue({ data: null, error: apiError('Invalid TOTP code entered') } as never);
    const code = await signInWithPassword();
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Sign in failed', { description: 'Invalid TOTP code entered', variant: 'error' }));
    expect(path()).toBe('/login');
    expect(screen.getByLabelText('Authentication code')).toBeInTheDocument();
  });

  it('"Use a different account" drops the half-signed-in session and shows the password form again', async () => {
    await signInWithPassword();
    await userEvent.click(screen.getByRole('button', { name: 'Use a different account' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(fake.client.signOut).toHaveBeenCalledWith({ scope: 'local' });
  });
});
