import { createContext, useContext } from 'react';

export interface AuthUser {
  id: string;
  email: string;
  createdAt: string;
  /** Sign-up metadata `full_name`; '' when the user gave none. */
  fullName?: string;
  /** An email change waiting for confirmation (the user's `new_email`); '' when there is none. */
  newEmail?: string;
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
