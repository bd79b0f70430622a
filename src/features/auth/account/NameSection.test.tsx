import '../testing/authMocks'; // first: its mocks apply to every module imported after it
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toast } from '../../../components/ui/toast';
import { fakeAuthClientForEachTest } from '../testing/authMocks';
import { apiError } from '../testing/fakeAuthClient';
import { renderSection } from '../testing/renderSection';
import { NameSection } from './NameSection';

const fake = fakeAuthClientForEachTest();
const nameField = () => screen.getByLabelText('Full name');

describe('account: name', () => {
  it('starts from the current name and requires one', async () => {
    renderSection(<NameSection user={{ id: 'u1', email: 'a@b.c', createdAt: '', fullName: 'Ana Lima' }} />);
    expect(nameField()).toHaveValue('Ana Lima');
    await userEvent.clear(nameField());
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(fake.client.updateUser).not.toHaveBeenCalled();
  });

  it('saves full_name (trimmed), pending meanwhile, and toasts "Profile updated"', async () => {
    let answer: (value: unknown) => void = () => {};
    fake.client.updateUser.mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
    renderSection(<NameSection user={{ id: 'u1', email: 'a@b.c', createdAt: '', fullName: '' }} />);
    await userEvent.type(nameField(), '  Ana Maria  ');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(fake.client.updateUser).toHaveBeenCalledWith({ data: { full_name: 'Ana Maria' } });
    answer({ data: { user: {} }, error: null });
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Profile updated', { description: 'Your name is saved.' }));
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });

  it('toasts the failure with the server message', async () => {
    fake.client.updateUser.mockResolvedValue({ data: { user: null }, error: apiError('Session not found') } as never);
    renderSection(<NameSection user={{ id: 'u1', email: 'a@b.c', createdAt: '', fullName: 'Ana' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Profile update failed', { description: 'Session not found', variant: 'error' }));
  });
});
