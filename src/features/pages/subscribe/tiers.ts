import { paths } from '../../../../shared/routes';
import type { MessageId } from '../../../lib/i18n/i18n';
import '../../../lib/premium/messages';

/** A tier's words are message ids (docs/i18n.md). */
export interface Tier {
  id: 'free' | 'premium';
  name: MessageId;
  price: MessageId;
  /** The price line when payments are on (the plans below give the amounts). */
  livePrice?: MessageId;
  priceNote?: MessageId;
  summary: MessageId;
  includes: readonly MessageId[];
  action: { label: MessageId; to: string };
}

/** The two tiers (docs/product.md#accounts) and what each includes. Premium's prices are its plans' (docs/premium.md#pages). */
export const tiers: readonly Tier[] = [
  {
    id: 'free',
    name: 'premium.tier.free.name',
    price: 'premium.tier.free.price',
    priceNote: 'premium.tier.free.priceNote',
    summary: 'premium.tier.free.summary',
    includes: [
      'premium.tier.free.include1',
      'premium.tier.free.include2',
      'premium.tier.free.include3',
      'premium.tier.free.include4',
      'premium.tier.free.include5',
    ],
    action: { label: 'premium.tier.free.action', to: paths.signup },
  },
  {
    id: 'premium',
    name: 'premium.tier.premium.name',
    price: 'premium.tier.premium.price',
    livePrice: 'premium.tier.priceLive',
    summary: 'premium.tier.premium.summary',
    includes: [
      'premium.tier.premium.include1',
      'premium.tier.premium.include2',
      'premium.tier.premium.include3',
      'premium.tier.premium.include4',
      'premium.tier.premium.include5',
    ],
    action: { label: 'premium.tier.premium.action', to: paths.videos('all') },
  },
];

/** Shown under the tiers while no payment provider is configured. */
export const premiumAccessNote: MessageId = 'premium.subscribe.note';
