import type { Session } from '@supabase/auth-js';
import { toast } from '../../components/ui/toast';
import { loadAuthClient, mayHoldSession, SESSION_STORAGE_KEY, whenAuthClientLoads } from '../../lib/auth/authClient';
import type { AuthState } from '../../lib/auth/authState';
import { translate } from '../../lib/i18n/i18n';
import { authStateFrom } from './session';
import { clearAuthCallbackFromUrl, readAuthCallback, type AuthCallback } from './urlCallback';

/** A mail link the client would only drop (failed, expired, or half an email change): say so and tidy the URL. */
function announceCallback(callback: AuthCallback): void {
  if (callback.kind === 'error') {
    toast(translate('auth.toast.linkFailed'), { description: callback.description, variant: 'error' });
    clearAuthCallbackFromUrl();
  }
  if (callback.kind === 'message') {
    toast(translate('auth.toast.emailChangeHalfway.title'), { description: callback.description });
    clearAuthCallbackFromUrl();
  }
}

/** The session auth-js keeps on this device, as it stored it. */
function storedSession(): Session | null {
  try {
    return JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null') as Session | null;
  } catch {
    return null;
  }
}

/**
 * The session to count: auth-js's, else, while the network is out of reach, the one it still keeps stored. An
 * expired token cannot be refreshed offline, so auth-js answers no session; yet the member is still the one signed
 * in on this device (their downloads, their saves waiting), until the network says otherwise (docs/offline.md).
 */
const counted = (session: Session | null, unreachable: boolean) => session ?? (unreachable ? storedSession() : null);

/**
 * Follows the session from the URL's mail link and auth-js: `follow` gets every state, `setRecovering` whether a
 * recovery link asks for a new password. Returns the function that stops following.
 */
export function followSession(follow: (next: AuthState) => void, setRecovering: (recovering: boolean) => void): () => void {
  let active = true;
  let unsubscribe = () => {};
  const callback = readAuthCallback(window.location);
  announceCallback(callback);
  let confirming = callback.kind === 'session' && callback.type === 'signup';

  // With no stored session and no mail link to read, the visitor is signed out: auth-js loads later, when
  // a form needs it or another tab signs in (a storage event), and this follows it from then on.
  const needed = callback.kind === 'session' || callback.kind === 'error' || mayHoldSession();
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_STORAGE_KEY && event.newValue) loadAuthClient().catch(() => {});
  };
  if (!needed) {
    window.addEventListener('storage', onStorage);
    follow({ status: 'signed-out' });
  } else if (!navigator.onLine && callback.kind === 'none') {
    follow(authStateFrom(storedSession()));
  }

  (needed ? loadAuthClient() : whenAuthClientLoads())
    .then(async (client) => {
      if (!active) return;
      const { data } = client.onAuthStateChange((event, session) => {
        if (!active) return;
        follow(authStateFrom(counted(session, event !== 'SIGNED_OUT' && !navigator.onLine)));
        if (event === 'PASSWORD_RECOVERY') setRecovering(true);
        if (event === 'SIGNED_OUT') setRecovering(false);
        if (event === 'SIGNED_IN' && confirming && session) {
          confirming = false;
          toast(translate('auth.toast.emailConfirmed.title'), { description: translate('auth.toast.emailConfirmed.description') });
        }
      });
      unsubscribe = () => data.subscription.unsubscribe();

      const { data: current, error } = await client.getSession();
      if (error) console.error('Could not restore the session', error);
      // auth-js has taken the session out of the fragment; drop the bare '#' it leaves behind.
      if (callback.kind === 'session') clearAuthCallbackFromUrl();
      if (active) follow(authStateFrom(counted(current.session, !navigator.onLine || error?.name === 'AuthRetryableFetchError')));
    })
    .catch((error: unknown) => {
      console.error('The auth client failed to load', error);
      if (active) follow({ status: 'signed-out' });
    });

  return () => {
    active = false;
    window.removeEventListener('storage', onStorage);
    unsubscribe();
  };
}
