import type { AuthChangeEvent, Session, User } from '@supabase/auth-js';
import { vi } from 'vitest';
import type { AuthApi } from '../../../lib/auth/authClient';

/** A user as the auth server returns it (only the fields the app reads matter). */
export function fakeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    aud: 'authenticated',
    role: 'authenticated',
    email: 'ana@example.com',
    created_at: '2026-01-05T10:00:00Z',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: { full_name: 'Ana Lima' },
    ...overrides,
  } as User;
}

export function fakeSession(user: User = fakeUser()): Session {
  return {
    access_token: 'access',
    refresh_token: 'refresh',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    token_type: 'bearer',
    user,
  };
}

type Listener = (event: AuthChangeEvent, session: Session | null) => void;

export type FakeAuthClient = ReturnType<typeof createFakeAuthClient>;

/** A stand-in for the auth-js client with the calls the app makes as spies, and a way to fire events. */
export function createFakeAuthClient(initialSession: Session | null = null) {
  const listeners = new Set<Listener>();
  const ok = { data: {}, error: null };
  const client = {
    getSession: vi.fn(async () => ({ data: { session: initialSession }, error: null })),
    onAuthStateChange: vi.fn((listener: Listener) => {
      listeners.add(listener);
      return { data: { subscription: { id: 'sub', callback: listener, unsubscribe: () => listeners.delete(listener) } } };
    }),
    signInWithPassword: vi.fn(async () => ({ data: { user: fakeUser(), session: fakeSession() }, error: null })),
    signUp: vi.fn(async () => ({ data: { user: fakeUser(), session: null }, error: null })),
    signOut: vi.fn(async () => ({ error: null })),
    resetPasswordForEmail: vi.fn(async () => ok),
    updateUser: vi.fn(async () => ({ data: { user: fakeUser() }, error: null })),
    reauthenticate: vi.fn(async () => ({ data: { user: null, session: null }, error: null })),
    mfa: {
      getAuthenticatorAssuranceLevel: vi.fn(async () => ({
        data: { currentLevel: 'aal1', nextLevel: 'aal1', currentAuthenticationMethods: [] },
        error: null,
      })),
      listFactors: vi.fn(async () => ({ data: { all: [], totp: [] as { id: string }[], phone: [] }, error: null })),
      enroll: vi.fn(async () => ({
        data: { id: 'factor-1', type: 'totp', friendly_name: '', totp: { qr_code: 'data:image/svg+xml;utf-8,<svg></svg>', secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x' } },
        error: null,
      })),
      challenge: vi.fn(async () => ({ data: { id: 'challenge-1', type: 'totp', expires_at: 0 }, error: null })),
      verify: vi.fn(async () => ({ data: fakeSession(), error: null })),
      challengeAndVerify: vi.fn(async () => ({ data: fakeSession(), error: null })),
      unenroll: vi.fn(async () => ({ data: { id: 'factor-1' }, error: null })),
    },
  };
  return {
    client,
    api: client as unknown as AuthApi,
    emit(event: AuthChangeEvent, session: Session | null) {
      for (const listener of listeners) listener(event, session);
    },
    listenerCount: () => listeners.size,
  };
}

/** An error as auth-js returns it in `{ error }`. */
export function apiError(message: string) {
  return Object.assign(new Error(message), { status: 400, code: 'test', __isAuthError: true });
}
