import { paths } from '../../../../shared/routes';
import type { MessageId } from '../../../lib/i18n/i18n';

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
    name: 'pages.tier.free.name',
    price: 'pages.tier.free.price',
    priceNote: 'pages.tier.free.priceNote',
    summary: 'pages.tier.free.summary',
    includes: [
      'pages.tier.free.include1',
      'pages.tier.free.include2',
      'pages.tier.free.include3',
      'pages.tier.free.include4',
      'pages.tier.free.include5',
    ],
    action: { label: 'pages.tier.free.action', to: paths.signup },
  },
  {
    id: 'premium',
    name: 'pages.tier.premium.name',
    price: 'pages.tier.premium.price',
    livePrice: 'pages.tier.premium.priceLive',
    summary: 'pages.tier.premium.summary',
    includes: [
      'pages.tier.premium.include1',
      'pages.tier.premium.include2',
      'pages.tier.premium.include3',
      'pages.tier.premium.include4',
      'pages.tier.premium.include5',
    ],
    action: { label: 'pages.tier.premium.action', to: paths.videos('all') },
  },
];

/** Shown under the tiers while no payment provider is configured. */
export const premiumAccessNote: MessageId = 'pages.subscribe.note';
