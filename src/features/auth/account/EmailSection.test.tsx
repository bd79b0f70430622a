import '../testing/authMocks'; // first: its mocks apply to every module imported after it
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toast } from '../../../components/ui/toast';
import { fakeAuthClientForEachTest } from '../testing/authMocks';
import { apiError } from '../testing/fakeAuthClient';
import { member, renderSection } from '../testing/renderSection';
import { EmailSection } from './EmailSection';

const fake = fakeAuthClientForEachTest();
const emailField = () => screen.getByLabelText('New email address');
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Change email' }));

describe('account: email', () => {
  it('requires a well-formed address that is not the current one', async () => {
    renderSection(<EmailSection user={member} />);
    await submit();
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await userEvent.type(emailField(), 'nope');
    await submit();
    expect(await screen.findByText('Enter a valid email address, like name@example.com')).toBeInTheDocument();
    await userEvent.clear(emailField());
    await userEvent.type(emailField(), 'ANA@example.com');
    await submit();
    expect(await screen.findByText('This is already your email address')).toBeInTheDocument();
    expect(fake.client.updateUser).not.toHaveBeenCalled();
  });

  it('asks for the change with links back to the site, toasts "Check your email" and clears the field', async () => {
    renderSection(<EmailSection user={member} />);
    await userEvent.type(emailField(), 'new@example.com');
    await submit();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith('Check your email', {
        description: 'Follow the confirmation link we sent to finish changing your email address.',
      }),
    );
    expect(fake.client.updateUser).toHaveBeenCalledWith({ email: 'new@example.com' }, { emailRedirectTo: `${window.location.origin}/` });
    expect(emailField()).toHaveValue('');
  });

  it('shows the pending new address until it is confirmed', () => {
    renderSection(<EmailSection user={{ ...member, newEmail: 'next@example.com' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for confirmation: next@example.com');
  });

  it('toasts "Email change failed" with the server message', async () => {
    fake.client.updateUser.mockResolvedValue({ data: { user: null }, error: apiError('A user with this email address has already been registered') } as never);
    renderSection(<EmailSection user={member} />);
    await userEvent.type(emailField(), 'taken@example.com');
    await submit();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith('Email change failed', {
        description: 'A user with this email address has already been registered',
        variant: 'error',
      }),
    );
    expect(emailField()).toHaveValue('taken@example.com');
  });
});
