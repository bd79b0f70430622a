import type { MessageId } from '../../../lib/i18n/i18n';
import type { Membership } from '../../../lib/premium/membership';
import '../../../lib/premium/messages';

/** The last sentence of the profile's welcome card: what is open to the member. */
export type LibraryNote = Extract<MessageId, 'auth.profile.libraryOpen' | 'premium.profile.premiumOpen' | 'premium.profile.freeOpen'>;

/** The sentence of the welcome card for a member's Premium, unknown (null) while it is read. */
export function libraryNoteOf(membership: Membership | null, payments: boolean): LibraryNote {
  if (membership && membership.kind !== 'none') return 'premium.profile.premiumOpen';
  return membership && payments ? 'premium.profile.freeOpen' : 'auth.profile.libraryOpen';
}
