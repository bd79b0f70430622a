import { z } from '../../../lib/zod';
import { email, fullName, message } from '../validation';
import './messages';

/** The account forms' rules: the sign-up rules for names, addresses and passwords (docs/product.md#accounts). */

export const nameSchema = z.object({ fullName });

/** A new address, different from the current one. */
export const emailChangeSchema = (current: string) =>
  z.object({
    email: email.refine((value) => value.toLowerCase() !== current.toLowerCase(), message('account.email.same')),
  });

/** The account's own address, typed to confirm its deletion (letter case aside, as addresses are). */
export const deletionSchema = (accountEmail: string) =>
  z.object({
    email: z
      .string()
      .trim()
      .refine((value) => value.toLowerCase() === accountEmail.toLowerCase(), message('account.deletion.mismatch')),
  });
