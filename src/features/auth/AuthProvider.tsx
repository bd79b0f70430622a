import { lazy, startTransition, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { toast } from '../../components/ui/toast';
import { AuthContext, type AuthContextValue, type AuthState } from '../../lib/auth/authState';
import { translate } from '../../lib/i18n/i18n';
import { callAuth } from './authCall';
import { followSession } from './followSession';

const NewPasswordDialog = lazy(() => import('./NewPasswordDialog'));

/**
 * Owns the session: loading until auth-js has read storage and the URL, then signed in or out,
 * following every auth event (docs/product.md#accounts). Also asks for a new password after a recovery link.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'loading' });
  const [recovering, setRecovering] = useState(false);

  useEffect(() => {
    // Every session change renders as a transition: it may come while the page is still hydrating (an urgent
    // update would finish that hydration in one blocking task), and what it reveals (a member's account, their
    // library) is rendered in slices that leave the page responsive.
    const follow = (next: AuthState) => startTransition(() => setState(next));
    return followSession(follow, setRecovering);
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
