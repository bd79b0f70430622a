import type { ReactNode } from 'react';

/** Placeholder until the accounts issue wires @supabase/auth-js: everyone is signed out. */
export function AuthProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
