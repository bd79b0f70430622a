import { paths } from '../../shared/routes';

/** The header's 'Transformational Paths' menu, word for word (docs/product.md#shell). */
export const transformationalPaths = [
  { label: 'Meditation & Mindfulness', to: paths.videos('meditation') },
  { label: 'Yoga & Movement', to: paths.videos('yoga') },
  { label: 'Breathwork & Energy', to: paths.videos('breathwork') },
  { label: 'Quantum Healing', to: paths.videos('quantum') },
  { label: 'Wisdom & Teachings', to: paths.videos('wisdom') },
  { label: 'Karma & Merit Giving', to: paths.videos('karma') },
  { label: 'Ancient Wisdom', to: paths.videos('ancient') },
  { label: 'Wealth & Abundance', to: paths.videos('abundance') },
] as const;

export const headerLinks = [
  { label: 'Free Content', to: paths.videos('free') },
  { label: 'Our Story', to: paths.about },
] as const;

/** Footer quick links: only the first half of the list is shown (docs/product.md#shell). */
export const footerQuickLinks = [
  { label: 'Home', to: paths.home },
  { label: 'About', to: paths.about },
  { label: 'Videos', to: paths.videos('all') },
  { label: 'Free Videos', to: paths.videos('free') },
  { label: 'Yoga', to: paths.videos('yoga') },
] as const;

export const legalLinks = [
  { label: 'Terms of Service', to: paths.terms },
  { label: 'Privacy Policy', to: paths.privacy },
  { label: 'Cookie Policy', to: paths.cookies },
] as const;
