import '../testing/authMocks'; // first: its mocks apply to every module imported after it
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../components/ui/toast';
import { loadDataClient, type DataClient } from '../../../lib/data/dataClient';
import type { Membership } from '../../../lib/premium/membership';
import { fakeAuthClientForEachTest } from '../testing/authMocks';
import { member, renderSection } from '../testing/renderSection';
import { DeleteAccountSection } from './DeleteAccountSection';

vi.mock('../../../lib/data/dataClient', () => ({ loadDataClient: vi.fn() }));

const fake = fakeAuthClientForEachTest();
const rpc = vi.fn();
beforeEach(() => {
  rpc.mockReset().mockResolvedValue({ data: null, error: null, status: 204 });
  vi.mocked(loadDataClient).mockResolvedValue({ rpc } as unknown as DataClient);
});
const path = () => screen.getByTestId('path').textContent;

async function openDialog(membership?: Membership) {
  renderSection(<DeleteAccountSection user={member} membership={membership} />);
  await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
  return screen.findByRole('dialog', { name: 'Delete your account?' });
}

async function confirmWith(dialog: HTMLElement, typed: string) {
  const input = within(dialog).getByLabelText('Type your email to confirm');
  await userEvent.clear(input);
  await userEvent.type(input, typed);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
}

describe('account: delete (decision 1221)', () => {
  it('asks for confirmation in a dialog that says what goes', async () => {
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent('This removes your account, your viewing progress and your saved videos. It cannot be undone.');
    expect(rpc).not.toHaveBeenCalled();
  });

  it('tells a member with Premium what becomes of it: a subscription is cancelled at once, other Premium ends', async () => {
    const date = '2027-01-01T00:00:00Z';
    const subscription = 'Your Premium subscription will be cancelled at once, and nothing more will be charged.';
    const ends = 'Your Premium ends with your account.';
    const renewing = await openDialog({ kind: 'renews', date, billing: true });
    expect(renewing).toHaveTextContent(subscription);
    expect(renewing).not.toHaveTextContent(ends);
    cleanup();
    const gift = await openDialog({ kind: 'until', date, billing: false });
    expect(gift).toHaveTextContent(ends);
    expect(gift).not.toHaveTextContent(subscription);
    cleanup();
    const none = await openDialog({ kind: 'none', billing: true });
    expect(none).not.toHaveTextContent(/Premium/);
  });

  it('deletes nothing until the account email is typed exactly', async () => {
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Type your email address exactly as it is on your account')).toBeInTheDocument();
    await confirmWith(dialog, 'ana@example.co');
    expect(within(dialog).getByText('Type your email address exactly as it is on your account')).toBeInTheDocument();
    await confirmWith(dialog, 'other@example.com');
    expect(rpc).not.toHaveBeenCalled();
  });

  it('with the email: calls delete_account, signs out here, toasts and goes home', async () => {
    let answer: (value: unknown) => void = () => {};
    rpc.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const dialog = await openDialog();
    await confirmWith(dialog, ' ana@example.com ');
    expect(within(dialog).getByRole('button', { name: 'Deleting…' })).toBeDisabled();
    expect(rpc).toHaveBeenCalledWith('delete_account');
    answer({ data: null, error: null, status: 204 });
    await waitFor(() => expect(path()).toBe('/'));
    expect(fake.client.signOut).toHaveBeenCalledWith({ scope: 'local' });
    expect(toast).toHaveBeenCalledWith('Your account has been deleted', { description: 'Thank you for practising with us.' });
  });

  it('a refused call keeps the account and the dialog, with the message there and in a toast', async () => {
    rpc.mockResolvedValue({ data: null, error: { message: 'permission denied for function delete_account' }, status: 401 });
    const dialog = await openDialog();
    await confirmWith(dialog, 'ana@example.com');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('permission denied for function delete_account');
    expect(toast).toHaveBeenCalledWith('Account deletion failed', { description: 'permission denied for function delete_account', variant: 'error' });
    expect(fake.client.signOut).not.toHaveBeenCalled();
    expect(path()).toBe('/profile');
  });
});
