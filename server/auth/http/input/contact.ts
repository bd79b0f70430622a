import { validationFailed } from '../../errors.ts';

const EMAIL_PATTERN = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

/** Trim and lowercase, so "Ana@Example.com " and "ana@example.com" are one account. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Normalise and validate, throwing GoTrue's format error. */
export function requireValidEmail(raw: string, status = 400): string {
  const email = normaliseEmail(raw);
  if (email.length > 255 || !EMAIL_PATTERN.test(email)) {
    throw validationFailed('Unable to validate email address: invalid format', status);
  }
  return email;
}

const E164_DIGITS = /^[1-9][0-9]{1,14}$/;

/** GoTrue's phone check: without a leading `+` and without spaces, the number must be E.164 digits. */
export function requireValidPhone(raw: string): string {
  const phone = raw.replace(/^\+/, '').replaceAll(' ', '');
  if (!E164_DIGITS.test(phone)) throw validationFailed('Invalid phone number format (E.164 required)');
  return phone;
}
