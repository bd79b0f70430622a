import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../shared/routes';
import { isEditor, useAuth, type AuthUser } from '../../lib/auth/authState';
import { returnPathOf } from '../../lib/auth/returnPath';

/**
 * A page for visitors only (`access: 'signed-out'` in shared/routes.ts): a signed-in user is sent home (docs/product.md#accounts),
 * or to the page /login was asked to come back to (`?next=`, src/lib/auth/returnPath.ts).
 * Until the session is known the page shows, as its prerendered HTML does for everyone (decision 1410).
 */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const { state } = useAuth();
  const { search } = useLocation();
  if (state.status === 'signed-in') return <Navigate to={returnPathOf(search)} replace />;
  return children;
}

/**
 * A page for signed-in users only (`access: 'signed-in'`): a signed-out visitor is sent to /login. A user who
 * signs out while here goes home instead, as sign-out on the profile navigates to /. Until the session is known
 * it shows `pending`, as the prerendered HTML does for everyone: a calm placeholder the size of what replaces it.
 */
export function SignedInOnly({ children, pending }: { children: (user: AuthUser) => ReactNode; pending: ReactNode }) {
  const { state } = useAuth();
  const [wasSignedIn, setWasSignedIn] = useState(state.status === 'signed-in');
  // Set while rendering, not in an effect: an effect's update would render the member's page a second time,
  // synchronously, in one long task.
  if (state.status === 'signed-in' && !wasSignedIn) setWasSignedIn(true);

  if (state.status === 'loading') return pending;
  if (state.status === 'signed-out') return <Navigate to={wasSignedIn ? paths.home : paths.login} replace />;
  return children(state.user);
}

/**
 * A page for editors only (`access: 'editor'`): signed out, as SignedInOnly; signed in without the editor role,
 * `notFound` (the 404 page, given by the app: the page does not exist for them).
 */
export function EditorOnly({ children, pending, notFound }: { children: (user: AuthUser) => ReactNode; pending: ReactNode; notFound: ReactNode }) {
  return <SignedInOnly pending={pending}>{(user) => (isEditor(user) ? children(user) : notFound)}</SignedInOnly>;
}
