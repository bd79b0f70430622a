import { validationFailed } from '../errors.ts';

const E164_DIGITS = /^[1-9][0-9]{1,14}$/;

/** GoTrue's phone check: without a leading `+` and without spaces, the number must be E.164 digits. */
export function requireValidPhone(raw: string): string {
  const phone = raw.replace(/^\+/, '').replaceAll(' ', '');
  if (!E164_DIGITS.test(phone)) throw validationFailed('Invalid phone number format (E.164 required)');
  return phone;
}
