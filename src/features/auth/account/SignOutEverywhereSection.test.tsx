import '../testing/authMocks'; // first: its mocks apply to every module imported after it
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toast } from '../../../components/ui/toast';
import { fakeAuthClientForEachTest } from '../testing/authMocks';
import { apiError } from '../testing/fakeAuthClient';
import { renderSection } from '../testing/renderSection';
import { SignOutEverywhereSection } from './SignOutEverywhereSection';

const fake = fakeAuthClientForEachTest();
const path = () => screen.getByTestId('path').textContent;

describe('account: sign out of all devices', () => {
  it('signs out with scope global, pending meanwhile, toasts and goes home', async () => {
    let answer: (value: unknown) => void = () => {};
    fake.client.signOut.mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
    renderSection(<SignOutEverywhereSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out of all devices' }));
    expect(screen.getByRole('button', { name: 'Signing out…' })).toBeDisabled();
    expect(fake.client.signOut).toHaveBeenCalledWith({ scope: 'global' });
    answer({ error: null });
    await waitFor(() => expect(path()).toBe('/'));
    expect(toast).toHaveBeenCalledWith('Signed out everywhere', { description: 'You have been signed out on all your devices.' });
  });

  it('a failure toasts "Sign out failed" and stays', async () => {
    fake.client.signOut.mockResolvedValue({ error: apiError('Failed to fetch') } as never);
    renderSection(<SignOutEverywhereSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out of all devices' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Sign out failed', { description: 'Failed to fetch', variant: 'error' }));
    expect(path()).toBe('/profile');
    expect(screen.getByRole('button', { name: 'Sign out of all devices' })).toBeEnabled();
  });
});
