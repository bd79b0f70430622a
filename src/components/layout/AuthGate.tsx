import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '../ui/spinner';
import { paths } from '../../../shared/routes';
import { useAuth, type AuthUser } from '../../lib/auth/authState';
import { useT } from '../../lib/i18n/useT';

function Checking() {
  return <Spinner className="py-16" label={useT()('layout.checkingSession')} />;
}

/** A page for visitors only (`access: 'signed-out'` in shared/routes.ts): a signed-in user is sent home (docs/product.md#accounts). */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const { state } = useAuth();
  if (state.status === 'loading') return <Checking />;
  if (state.status === 'signed-in') return <Navigate to={paths.home} replace />;
  return children;
}

/**
 * A page for signed-in users only (`access: 'signed-in'`): a signed-out visitor is sent to /login. A user who
 * signs out while here goes home instead, as sign-out on the profile navigates to /.
 */
export function SignedInOnly({ children }: { children: (user: AuthUser) => ReactNode }) {
  const { state } = useAuth();
  const [wasSignedIn, setWasSignedIn] = useState(state.status === 'signed-in');
  useEffect(() => {
    if (state.status === 'signed-in') setWasSignedIn(true);
  }, [state.status]);

  if (state.status === 'loading') return <Checking />;
  if (state.status === 'signed-out') return <Navigate to={wasSignedIn ? paths.home : paths.login} replace />;
  return children(state.user);
}
