import type { Session, User } from '@supabase/auth-js';
import type { AuthState, AuthUser } from '../../lib/auth/authState';

function toAuthUser(user: User): AuthUser {
  const fullName: unknown = user.user_metadata?.full_name;
  const role: unknown = user.app_metadata?.role;
  return {
    id: user.id,
    email: user.email ?? '',
    createdAt: user.created_at,
    fullName: typeof fullName === 'string' ? fullName : '',
    newEmail: user.new_email ?? '',
    role: typeof role === 'string' ? role : '',
  };
}

/** The `aal` claim of an access token, or undefined when it cannot be read. */
function assuranceLevel(accessToken: string): unknown {
  try {
    const payload = accessToken.split('.')[1] ?? '';
    return (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { aal?: unknown }).aal;
  } catch {
    return undefined;
  }
}

/**
 * Whether a session still waits for its second factor: its user has a verified factor and the session is
 * not yet at AAL2. Until the code is given, the app counts the user as signed out (decision 1222).
 */
export function awaitsSecondFactor(session: Session): boolean {
  const verified = session.user.factors?.some((factor) => factor.status === 'verified') ?? false;
  return verified && assuranceLevel(session.access_token) !== 'aal2';
}

/** A session (or its absence) as the app's auth state. */
export function authStateFrom(session: Session | null): AuthState {
  return session?.user && !awaitsSecondFactor(session) ? { status: 'signed-in', user: toAuthUser(session.user) } : { status: 'signed-out' };
}
