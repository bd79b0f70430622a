import './testing/authMocks'; // first: its mocks apply to every module imported after it
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toast } from '../../components/ui/toast';
import SignupPage from './SignupPage';
import { fakeAuthClientForEachTest } from './testing/authMocks';
import { apiError, fakeSession } from './testing/fakeAuthClient';
import { renderAuthPage } from './testing/renderAuthPage';

const fake = fakeAuthClientForEachTest();

const renderSignup = (state: Parameters<typeof renderAuthPage>[1]['state'] = { status: 'signed-out' }) =>
  renderAuthPage(<SignupPage />, { path: '/signup', state });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

async function fill({ fullName = 'Ana Lima', email = 'ana@example.com', password = 'secret1', terms = true } = {}) {
  if (fullName) await userEvent.type(screen.getByLabelText('Full name'), fullName);
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  if (terms) await userEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
}

describe('/signup (docs/product.md#accounts)', () => {
  it('has full name, email, password, the terms checkbox, social buttons and a link to sign-in', () => {
    renderSignup();
    expect(screen.getByLabelText('Full name')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: /I agree to the Terms of Service and Privacy Policy/ })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('button', { name: /Google/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Facebook/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(document.title).toMatch(/^Sign Up · /);
  });
});

describe('/signup validation', () => {
  it('requires every field and the terms, and sends nothing', async () => {
    renderSignup();
    await submit();
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please agree to the Terms of Service and Privacy Policy')).toBeInTheDocument();
    expect(fake.client.signUp).not.toHaveBeenCalled();
  });

  it('requires an email address', async () => {
    renderSignup();
    await fill({ email: 'ana.example.com' });
    await submit();
    expect(await screen.findByText('Enter a valid email address, like name@example.com')).toBeInTheDocument();
    expect(fake.client.signUp).not.toHaveBeenCalled();
  });

  it('requires a password of at least 6 characters', async () => {
    renderSignup();
    await fill({ password: '12345' });
    await submit();
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(fake.client.signUp).not.toHaveBeenCalled();
  });

  it('requires the terms checkbox', async () => {
    renderSignup();
    await fill({ terms: false });
    await submit();
    expect(await screen.findByText('Please agree to the Terms of Service and Privacy Policy')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toHaveAttribute('aria-invalid', 'true');
    expect(fake.client.signUp).not.toHaveBeenCalled();
  });
});

describe('/signup submission (and its toasts, docs/product.md#errors-and-messages)', () => {
  it('sends email, password, full_name metadata and the site root as email redirect', async () => {
    renderSignup();
    await fill();
    await submit();
    await waitFor(() =>
      expect(fake.client.signUp).toHaveBeenCalledWith({
        email: 'ana@example.com',
        password: 'secret1',
        options: { data: { full_name: 'Ana Lima' }, emailRedirectTo: `${window.location.origin}/` },
      }),
    );
  });

  it('toasts "Check your email" and shows where the link went', async () => {
    renderSignup();
    await fill();
    await submit();
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith('Check your email', {
      description: "We've sent you a confirmation link to complete your registration.",
    });
  });

  it('toasts "Sign up failed" with the provider message', async () => {
    fake.client.signUp.mockResolvedValue({ data: { user: null, session: null }, error: apiError('Password should be at least 6 characters.') } as never);
    renderSignup();
    await fill();
    await submit();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith('Sign up failed', {
        description: 'Password should be at least 6 characters.',
        variant: 'error',
      }),
    );
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
  });

  it('does not claim a mail was sent when the server signed the user in at once (autoconfirm)', async () => {
    fake.client.signUp.mockResolvedValue({ data: { user: fakeSession().user, session: fakeSession() }, error: null } as never);
    renderSignup();
    await fill();
    await submit();
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Welcome!', { description: 'Your account is ready and you are signed in.' }));
    expect(toast).not.toHaveBeenCalledWith('Check your email', expect.anything());
  });
});

describe('/signup redirects', () => {
  it('sends a signed-in user home', () => {
    renderSignup({ status: 'signed-in', user: { id: 'u', email: 'ana@example.com', createdAt: '2026-01-05T10:00:00Z' } });
    expect(screen.getByTestId('path')).toHaveTextContent('/');
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
  });
});
