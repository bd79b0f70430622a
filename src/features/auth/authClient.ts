import type { GoTrueClient } from '@supabase/auth-js';
import { AUTH } from '../../config/site';
import { readRuntimeConfig } from '../../lib/runtimeConfig';

/** The part of @supabase/auth-js the app uses: the module boundary tests mock. */
export type AuthApi = Pick<
  GoTrueClient,
  'getSession' | 'onAuthStateChange' | 'signInWithPassword' | 'signUp' | 'signOut' | 'resetPasswordForEmail' | 'updateUser'
>;

let pending: Promise<AuthApi> | undefined;

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
        flowType: AUTH.flowType,
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: true,
      });
    });
    // A failed chunk load (offline, new deploy) must not poison every later call.
    pending.catch(() => {
      pending = undefined;
    });
  }
  return pending;
}

/** Where mail links land: the site root of the page's own origin. */
export function siteRoot(): string {
  return `${window.location.origin}/`;
}

/** A readable message from anything thrown. */
export function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
