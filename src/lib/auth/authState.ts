import { createContext, useContext } from 'react';

export interface AuthUser {
  id: string;
  email: string;
  createdAt: string;
  /** Sign-up metadata `full_name`; '' when the user gave none. */
  fullName?: string;
  /** An email change waiting for confirmation (the user's `new_email`); '' when there is none. */
  newEmail?: string;
  /** `app_metadata.role`, written server side only (docs/catalog.md#roles); '' when the user has none. */
  role?: string;
}

/** Whether the user may use the studio: their role is editor or admin (the database's policies decide the rest). */
export function isEditor(user: AuthUser): boolean {
  return user.role === 'editor' || user.role === 'admin';
}

/** The app's view of auth (docs/product.md#accounts): loading, signed out, or signed in with a user. */
export type AuthState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: AuthUser };

export interface AuthContextValue {
  state: AuthState;
  signOut: () => Promise<void>;
}

const signedOut: AuthContextValue = { state: { status: 'signed-out' }, signOut: async () => {} };

export const AuthContext = createContext<AuthContextValue>(signedOut);

/** The one typed hook every component reads auth through. */
export function useAuth(): AuthContextValue {
  return useContext(AuthContext);
}
