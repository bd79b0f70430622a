import { PASSWORD_MIN_LENGTH } from '../../../shared/password';
import { translate, type MessageId, type MessageValues } from '../../lib/i18n/i18n';
import { z } from '../../lib/zod';

/**
 * The form rules of docs/product.md#accounts, one schema per form. Messages are what the user reads under each field,
 * looked up when a rule fails, so they are in the language active then.
 */
export const message = (id: MessageId, values?: MessageValues) => ({ error: () => translate(id, values) });

export const email = z
  .string()
  .trim()
  .min(1, message('auth.validation.emailRequired'))
  .pipe(z.email(message('auth.validation.emailInvalid')));

export const signInSchema = z.object({
  email,
  password: z.string().min(1, message('auth.validation.passwordRequired')),
  /** Remember-me stays on the form, its value unused. */
  remember: z.boolean(),
});

/** Reset mode sends mail only for a non-empty (and well-formed) email. */
export const resetPasswordSchema = z.object({ email });

export const newPassword = z
  .string()
  .min(1, message('auth.validation.passwordRequired'))
  .min(PASSWORD_MIN_LENGTH, message('auth.validation.passwordMin', { min: PASSWORD_MIN_LENGTH }));

export const fullName = z.string().trim().min(1, message('auth.validation.fullNameRequired'));

export const signUpSchema = z.object({
  fullName,
  email,
  password: newPassword,
  terms: z.boolean().refine((agreed) => agreed, message('auth.validation.terms')),
});

export const newPasswordSchema = z
  .object({ password: newPassword, confirm: z.string().min(1, message('auth.validation.repeatPassword')) })
  .refine((values) => values.password === values.confirm, { path: ['confirm'], ...message('auth.validation.passwordsDiffer') });

/** A 6-digit code (an authenticator app's, or one mailed); spaces people type between the digits are dropped. */
export const codeSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().min(1, message('auth.validation.codeRequired')).regex(/^\d{6}$/, message('auth.validation.codeFormat'))),
});
