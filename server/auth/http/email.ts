import { validationFailed } from '../errors.ts';

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
