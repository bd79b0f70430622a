import { PASSWORD_MIN_LENGTH } from '../../../../shared/password.ts';
import { AuthError, validationFailed } from '../../errors.ts';

const PASSWORD_MAX_BYTES = 72;

export interface StrengthResult {
  message: string;
  reasons: string[];
}

/** Today's rules (GoTrue defaults): a minimum length, no required character sets. */
export function passwordWeakness(password: string): StrengthResult | undefined {
  const reasons: string[] = [];
  const messages: string[] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH) {
    reasons.push('length');
    messages.push(`Password should be at least ${PASSWORD_MIN_LENGTH} characters.`);
  }
  return reasons.length ? { message: messages.join(' '), reasons } : undefined;
}

/** Throws the errors sign-up, PUT /user and admin give for an unusable new password. */
export function assertUsablePassword(password: string): void {
  const weakness = passwordWeakness(password);
  if (weakness) throw new AuthError(422, 'weak_password', weakness.message, { weak_password: { reasons: weakness.reasons } });
  if (Buffer.byteLength(password, 'utf8') > PASSWORD_MAX_BYTES) {
    throw validationFailed(`Password cannot be longer than ${PASSWORD_MAX_BYTES} characters`);
  }
}
