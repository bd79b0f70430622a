import { translate, type MessageId } from '../../../lib/i18n/i18n';
import '../../../lib/premium/messages';

/** The refusals of `redeem-code` that the issue names word for word, by their English sentence. */
const KNOWN: Record<string, MessageId> = {
  'This code is not valid': 'premium.redeem.invalid',
  'This code has already been used': 'premium.redeem.used',
  'This code has expired': 'premium.redeem.expired',
};

/**
 * The function's refusal in the active language: its own sentence, or, for the three sentences every member may
 * meet, their translation. The server speaks English only; any other refusal (the rate limit) shows as it is.
 */
export function redeemRefusal(message: string): string {
  const known = KNOWN[message.trim().replace(/\.$/, '')];
  return known ? translate(known) : message;
}
