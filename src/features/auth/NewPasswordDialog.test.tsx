import './testing/authMocks'; // first: its mocks apply to every module imported after it
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/ui/toast';
import NewPasswordDialog from './NewPasswordDialog';
import { fakeAuthClientForEachTest } from './testing/authMocks';
import { apiError } from './testing/fakeAuthClient';

const fake = fakeAuthClientForEachTest();

async function choose(password: string, confirm = password) {
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Repeat new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Save New Password' }));
}

describe('new password after a recovery link', () => {
  it('saves the new password with updateUser and closes', async () => {
    const onClose = vi.fn();
    render(<NewPasswordDialog onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Choose a new password' })).toBeInTheDocument();
    await choose('fresh-start');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fake.client.updateUser).toHaveBeenCalledWith({ password: 'fresh-start' });
    expect(toast).toHaveBeenCalledWith('Password updated', { description: 'Your new password is saved.' });
  });

  it('holds a password shorter than 6 characters or a mismatched repeat', async () => {
    render(<NewPasswordDialog onClose={() => {}} />);
    await choose('12345');
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), '123456');
    await userEvent.clear(screen.getByLabelText('Repeat new password'));
    await userEvent.type(screen.getByLabelText('Repeat new password'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Save New Password' }));
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(fake.client.updateUser).not.toHaveBeenCalled();
  });

  it('keeps the dialog open and says why when saving fails', async () => {
    fake.client.updateUser.mockResolvedValue({
      data: { user: null },
      error: apiError('New password should be different from the old password.'),
    } as never);
    const onClose = vi.fn();
    render(<NewPasswordDialog onClose={onClose} />);
    await choose('same-as-before');
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith('Password update failed', {
        description: 'New password should be different from the old password.',
        variant: 'error',
      }),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('New password should be different from the old password.');
  });

  it('closing without saving only closes', async () => {
    const onClose = vi.fn();
    render(<NewPasswordDialog onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    expect(fake.client.updateUser).not.toHaveBeenCalled();
  });
});
