import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../../../shared/password';
import { codeMessages } from './messages';

/** The form rules of docs/product.md#accounts, one schema per form. Messages are what the user reads under each field. */

export const email = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .pipe(z.email('Enter a valid email address, like name@example.com'));

export const signInSchema = z.object({
  email,
  password: z.string().min(1, 'Password is required'),
  /** Remember-me stays on the form, its value unused. */
  remember: z.boolean(),
});

/** Reset mode sends mail only for a non-empty (and well-formed) email. */
export const resetPasswordSchema = z.object({ email });

export const newPassword = z
  .string()
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`);

export const fullName = z.string().trim().min(1, 'Full name is required');

export const signUpSchema = z.object({
  fullName,
  email,
  password: newPassword,
  terms: z.boolean().refine((agreed) => agreed, 'Please agree to the Terms of Service and Privacy Policy'),
});

export const newPasswordSchema = z
  .object({ password: newPassword, confirm: z.string().min(1, 'Please repeat the new password') })
  .refine((values) => values.password === values.confirm, { path: ['confirm'], message: 'The passwords do not match' });

/** A 6-digit code (an authenticator app's, or one mailed); spaces people type between the digits are dropped. */
export const codeSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().min(1, codeMessages.required).regex(/^\d{6}$/, codeMessages.format)),
});
