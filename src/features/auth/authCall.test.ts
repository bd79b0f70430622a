import './testing/authMocks'; // first: its mocks apply to every module imported after it
import { describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/ui/toast';
import { loadAuthClient } from '../../lib/auth/authClient';
import { callAuth } from './authCall';
import { fakeAuthClientForEachTest } from './testing/authMocks';
import { apiError } from './testing/fakeAuthClient';

const fake = fakeAuthClientForEachTest();

describe('callAuth: one auth call, its failure toasted', () => {
  it('resolves with the answer of a call that succeeds, and shows no toast', async () => {
    const answer = await callAuth('Sign out failed', (client) => client.signOut({ scope: 'local' }));
    expect(answer).toEqual({ error: null });
    expect(fake.client.signOut).toHaveBeenCalledWith({ scope: 'local' });
    expect(toast).not.toHaveBeenCalled();
  });

  it("toasts an answered error with the server's message, hands it on and resolves undefined", async () => {
    fake.client.signOut.mockResolvedValue({ error: apiError('Network down') } as never);
    const onFailure = vi.fn();
    expect(await callAuth('Sign out failed', (client) => client.signOut(), onFailure)).toBeUndefined();
    expect(toast).toHaveBeenCalledWith('Sign out failed', { description: 'Network down', variant: 'error' });
    expect(onFailure).toHaveBeenCalledWith('Network down');
  });

  it('toasts a thrown error too, with a readable message when it has none', async () => {
    vi.mocked(loadAuthClient).mockRejectedValue(new Error(''));
    const onFailure = vi.fn();
    expect(await callAuth('Sign in failed', (client) => client.signOut(), onFailure)).toBeUndefined();
    expect(toast).toHaveBeenCalledWith('Sign in failed', { description: 'Something went wrong. Please try again.', variant: 'error' });
    expect(onFailure).toHaveBeenCalledWith('Something went wrong. Please try again.');
  });
});
