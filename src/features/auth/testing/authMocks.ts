/**
 * The modules an auth test replaces: the auth client's loader (and its storage checks) and the toast, each a
 * spy. A test file imports it first, for its effect alone (`import './testing/authMocks'`, which the import order
 * never moves): its mocks then apply to every module imported after it.
 */
import { beforeEach, vi } from 'vitest';
import { toast } from '../../../components/ui/toast';
import { loadAuthClient } from '../../../lib/auth/authClient';
import { createFakeAuthClient, type FakeAuthClient } from './fakeAuthClient';

vi.mock('../../../lib/auth/authClient', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/auth/authClient')>()),
  loadAuthClient: vi.fn(),
  mayHoldSession: vi.fn(),
  whenAuthClientLoads: vi.fn(),
}));
vi.mock('../../../components/ui/toast', () => ({ toast: vi.fn() }));

/** A fresh fake client before each test, the one `loadAuthClient` resolves with, and the toasts forgotten. */
export function fakeAuthClientForEachTest(): FakeAuthClient {
  const fake = {} as FakeAuthClient;
  beforeEach(() => {
    vi.mocked(toast).mockClear();
    Object.assign(fake, createFakeAuthClient());
    vi.mocked(loadAuthClient).mockResolvedValue(fake.api);
  });
  return fake;
}
