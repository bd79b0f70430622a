import type { User } from '@supabase/auth-js';
import { loadAuthClient } from '../../lib/auth/authClient';

/**
 * The verified TOTP factor a fresh session still has to pass (its next assurance level is AAL2 while it is
 * at AAL1), or undefined when the password was enough.
 */
export async function secondFactorOf(user: User): Promise<string | undefined> {
  const client = await loadAuthClient();
  const { data, error } = await client.mfa.getAuthenticatorAssuranceLevel();
  if (error || data.currentLevel === data.nextLevel || data.nextLevel !== 'aal2') return undefined;
  return user.factors?.find((factor) => factor.factor_type === 'totp' && factor.status === 'verified')?.id;
}
