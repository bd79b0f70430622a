import type { GoTrueClient } from '@supabase/auth-js';
import { AUTH_FLOW_TYPE } from '../../config/site';
import { readRuntimeConfig } from '../runtimeConfig';

/** The part of @supabase/auth-js the app uses: the module boundary tests mock. */
export type AuthApi = Pick<
  GoTrueClient,
  | 'getSession'
  | 'onAuthStateChange'
  | 'signInWithPassword'
  | 'signUp'
  | 'signOut'
  | 'resetPasswordForEmail'
  | 'updateUser'
  | 'reauthenticate'
  | 'mfa'
>;

/** Where auth-js keeps the session in localStorage (its default, named here so the app can look too). */
export const SESSION_STORAGE_KEY = 'supabase.auth.token';

let pending: Promise<AuthApi> | undefined;
let announce: (client: AuthApi) => void = () => {};
const loaded = new Promise<AuthApi>((resolve) => (announce = resolve));

/**
 * The one auth client, created on first use. auth-js is loaded with a dynamic import so its
 * ~21 KB (brotli) stay out of the home page's initial bundle (docs/decisions/0301).
 */
export function loadAuthClient(): Promise<AuthApi> {
  if (!pending) {
    pending = import('@supabase/auth-js').then(({ AuthClient }) => {
      const { supabaseUrl, supabaseAnonKey } = readRuntimeConfig();
      return new AuthClient({
        url: `${supabaseUrl.replace(/\/+$/, '')}/auth/v1`,
        headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}` },
        flowType: AUTH_FLOW_TYPE,
        persistSession: true,
        storageKey: SESSION_STORAGE_KEY,
        autoRefreshToken: true,
        detectSessionInUrl: true,
      });
    });
    void pending.then(announce, () => {});
    // A failed chunk load (offline, new deploy) must not poison every later call.
    pending.catch(() => {
      pending = undefined;
    });
  }
  return pending;
}

/** Resolves with the client once anything has loaded it: a sign-in form, say, or another tab's sign-in. */
export function whenAuthClientLoads(): Promise<AuthApi> {
  return loaded;
}

/**
 * Whether this browser may hold a session. Without one the visitor is signed out, and auth-js (~23 KB
 * brotli, a long task to evaluate) need not load with the page (decision 0504).
 */
export function mayHoldSession(storage: () => Storage = () => window.localStorage): boolean {
  try {
    return storage().getItem(SESSION_STORAGE_KEY) !== null;
  } catch {
    return true; // storage unreadable: let auth-js decide
  }
}

/** Where mail links land: the site root of the page's own origin. */
export function siteRoot(): string {
  return `${window.location.origin}/`;
}
