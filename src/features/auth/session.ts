import type { Session, User } from '@supabase/auth-js';
import type { AuthState, AuthUser } from '../../lib/auth/authState';

function toAuthUser(user: User): AuthUser {
  const fullName: unknown = user.user_metadata?.full_name;
  return {
    id: user.id,
    email: user.email ?? '',
    createdAt: user.created_at,
    fullName: typeof fullName === 'string' ? fullName : '',
  };
}

/** A session (or its absence) as the app's auth state. */
export function authStateFrom(session: Session | null): AuthState {
  return session?.user ? { status: 'signed-in', user: toAuthUser(session.user) } : { status: 'signed-out' };
}
