import { z } from 'zod';
import { email, fullName } from '../validation';
import { translate } from '../../../lib/i18n/i18n';

/** The account forms' rules: the sign-up rules for names, addresses and passwords (docs/product.md#accounts). */

export const nameSchema = z.object({ fullName });

/** A new address, different from the current one. */
export const emailChangeSchema = (current: string) =>
  z.object({
    email: email.refine((value) => value.toLowerCase() !== current.toLowerCase(), { error: () => translate('account.email.same') }),
  });

/** The account's own address, typed to confirm its deletion (letter case aside, as addresses are). */
export const deletionSchema = (accountEmail: string) =>
  z.object({
    email: z
      .string()
      .trim()
      .refine((value) => value.toLowerCase() === accountEmail.toLowerCase(), { error: () => translate('account.deletion.mismatch') }),
  });
