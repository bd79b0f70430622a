import { lazy, startTransition, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { toast } from '../../components/ui/toast';
import { AuthContext, type AuthContextValue, type AuthState } from '../../lib/auth/authState';
import { callAuth } from './authCall';
import { loadAuthClient, mayHoldSession, SESSION_STORAGE_KEY, whenAuthClientLoads } from '../../lib/auth/authClient';
import { authStateFrom } from './session';
import { clearAuthCallbackFromUrl, readAuthCallback } from './urlCallback';
import { translate } from '../../lib/i18n/i18n';

const NewPasswordDialog = lazy(() => import('./NewPasswordDialog'));

/**
 * Owns the session: loading until auth-js has read storage and the URL, then signed in or out,
 * following every auth event (docs/product.md#accounts). Also asks for a new password after a recovery link.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'loading' });
  const [recovering, setRecovering] = useState(false);

  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};

    const callback = readAuthCallback(window.location);
    if (callback.kind === 'error') {
      // A failed or expired mail link: the client would only drop it, so say so and tidy the URL.
      toast(translate('auth.toast.linkFailed'), { description: callback.description, variant: 'error' });
      clearAuthCallbackFromUrl();
    }
    if (callback.kind === 'message') {
      toast(translate('auth.toast.emailChangeHalfway.title'), { description: callback.description });
      clearAuthCallbackFromUrl();
    }
    let confirming = callback.kind === 'session' && callback.type === 'signup';

    // With no stored session and no mail link to read, the visitor is signed out: auth-js loads later, when
    // a form needs it or another tab signs in (a storage event), and this provider follows it from then on.
    const needed = callback.kind === 'session' || callback.kind === 'error' || mayHoldSession();
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_STORAGE_KEY && event.newValue) loadAuthClient().catch(() => {});
    };
    // Every session change renders as a transition: it may come while the page is still hydrating (an urgent
    // update would finish that hydration in one blocking task), and what it reveals (a member's account, their
    // library) is rendered in slices that leave the page responsive.
    const follow = (next: AuthState) => startTransition(() => setState(next));
    if (!needed) {
      window.addEventListener('storage', onStorage);
      follow({ status: 'signed-out' });
    }

    (needed ? loadAuthClient() : whenAuthClientLoads())
      .then(async (client) => {
        if (!active) return;
        const { data } = client.onAuthStateChange((event, session) => {
          if (!active) return;
          follow(authStateFrom(session));
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
        if (active) follow(authStateFrom(current.session));
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
  }, []);

  const signOut = useCallback(async () => {
    // 'local': this device signs out even when the network is down; other devices keep their sessions.
    const signedOut = await callAuth(translate('auth.toast.signOutFailed'), (client) => client.signOut({ scope: 'local' }));
    if (signedOut) toast(translate('auth.toast.signedOut.title'), { description: translate('auth.toast.signedOut.description') });
  }, []);

  const value = useMemo<AuthContextValue>(() => ({ state, signOut }), [state, signOut]);

  return (
    <AuthContext.Provider value={value}>
      {children}
      {recovering && (
        <Suspense fallback={null}>
          <NewPasswordDialog onClose={() => setRecovering(false)} />
        </Suspense>
      )}
    </AuthContext.Provider>
  );
}
