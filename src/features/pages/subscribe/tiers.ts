import { paths } from '../../../../shared/routes';

export interface Tier {
  id: 'free' | 'premium';
  name: string;
  price: string;
  priceNote: string;
  summary: string;
  includes: readonly string[];
  action: { label: string; to: string };
}

/** The two tiers (docs/product.md#accounts) and what each includes. Premium has no price yet: it arrives with the subscription platform. */
export const tiers: readonly Tier[] = [
  {
    id: 'free',
    name: 'Free',
    price: '$0',
    priceNote: 'always',
    summary: 'A generous library to begin and keep a daily practice, with nothing to pay.',
    includes: [
      'Every video marked Free, to watch as often as you like',
      'Guided meditation, yoga and breathwork for all levels',
      'All eight transformational paths and every teacher page',
      'Previews of premium sessions',
      'Install the app on your phone or computer',
    ],
    action: { label: 'Start for free', to: paths.signup },
  },
  {
    id: 'premium',
    name: 'Premium',
    price: 'Coming soon',
    priceNote: '',
    summary: 'The complete collection, for when your practice is ready to go deeper.',
    includes: [
      'Everything in Free',
      'The full premium library, not just previews',
      'Complete series from every teacher, in order',
      'Longer practices, sound baths and deep-rest sessions',
      'New premium teachings as they are released',
    ],
    action: { label: 'Preview premium sessions', to: paths.videos('all') },
  },
];

/** Shown under the tiers: there is no payment form on purpose. */
export const premiumAccessNote =
  'Premium access arrives with our upcoming video-subscription-platform integration. There is no payment to make here today: once the integration is live, you will be able to subscribe from your profile.';
