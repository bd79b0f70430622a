import '../testing/authMocks'; // first: its mocks apply to every module imported after it
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toast } from '../../../components/ui/toast';
import { fakeAuthClientForEachTest } from '../testing/authMocks';
import { apiError } from '../testing/fakeAuthClient';
import { member, renderSection } from '../testing/renderSection';
import { PasswordSection } from './PasswordSection';

const fake = fakeAuthClientForEachTest();

async function choose(password: string, confirm = password) {
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Repeat new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Update password' }));
}

const reauthenticationNeeded = () =>
  Object.assign(apiError('Password update requires reauthentication'), { code: 'reauthentication_needed' });

describe('account: password', () => {
  it('applies the sign-up rules: at least 6 characters, repeated the same', async () => {
    renderSection(<PasswordSection user={member} />);
    await choose('short');
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText('Repeat new password'));
    await choose('long-enough', 'long-enougj');
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(fake.client.updateUser).not.toHaveBeenCalled();
  });

  it('updates the password, pending meanwhile, toasts "Password updated" and clears the form', async () => {
    let answer: (value: unknown) => void = () => {};
    fake.client.updateUser.mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
    renderSection(<PasswordSection user={member} />);
    await choose('new-secret');
    expect(await screen.findByRole('button', { name: 'Updating…' })).toBeDisabled();
    answer({ data: { user: {} }, error: null });
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Password updated', { description: 'Your new password is saved.' }));
    expect(fake.client.updateUser).toHaveBeenCalledWith({ password: 'new-secret' });
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });

  it('toasts "Password update failed" with the message (same password, say)', async () => {
    fake.client.updateUser.mockResolvedValue({ data: { user: null }, error: apiError('New password should be different from the old password.') } as never);
    renderSection(<PasswordSection user={member} />);
    await choose('old-secret');
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith('Password update failed', {
        description: 'New password should be different from the old password.',
        variant: 'error',
      }),
    );
    expect(fake.client.reauthenticate).not.toHaveBeenCalled();
  });

  describe('when the server asks for reauthentication (decision 1223)', () => {
    it('has a code mailed, asks for it, and sends it as the nonce with the password', async () => {
      fake.client.updateUser.mockResolvedValueOnce({ data: { user: null }, error: reauthenticationNeeded() } as never);
      renderSection(<PasswordSection user={member} />);
      await choose('new-secret');

      const code = await screen.findByLabelText('Code from your email');
      expect(fake.client.reauthenticate).toHaveBeenCalledTimes(1);
      expect(toast).toHaveBeenCalledWith('Check your email', { description: "We've sent you a code to confirm it's you." });
      expect(toast).not.toHaveBeenCalledWith('Password update failed', expect.anything());
      expect(screen.getByText(/enter the code we just sent to ana@example.com/)).toBeInTheDocument();

      await userEvent.type(code, '123456');
      await userEvent.click(screen.getByRole('button', { name: 'Confirm and update' }));
      await waitFor(() => expect(toast).toHaveBeenCalledWith('Password updated', { description: 'Your new password is saved.' }));
      expect(fake.client.updateUser).toHaveBeenLastCalledWith({ password: 'new-secret', nonce: '123456' });
      expect(screen.getByLabelText('New password')).toHaveValue('');
    });

    it('a wrong code keeps the code step with the failure toast', async () => {
      fake.client.updateUser
        .mockResolvedValueOnce({ data: { user: null }, error: reauthenticationNeeded() } as never)
        .mockResolvedValueOnce({ data: { user: null }, error: apiError('Nonce has expired or is invalid') } as never);
      renderSection(<PasswordSection user={member} />);
      await choose('new-secret');
      await userEvent.type(await screen.findByLabelText('Code from your email'), '000000');
      await userEvent.click(screen.getByRole('button', { name: 'Confirm and update' }));
      await waitFor(() =>
        expect(toast).toHaveBeenCalledWith('Password update failed', { description: 'Nonce has expired or is invalid', variant: 'error' }),
      );
      expect(screen.getByLabelText('Code from your email')).toBeInTheDocument();
    });

    it('Cancel goes back to the password form', async () => {
      fake.client.updateUser.mockResolvedValueOnce({ data: { user: null }, error: reauthenticationNeeded() } as never);
      renderSection(<PasswordSection user={member} />);
      await choose('new-secret');
      await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
      expect(screen.getByLabelText('New password')).toBeInTheDocument();
    });
  });
});
