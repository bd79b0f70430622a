import { paths } from '../../shared/routes';
import type { MessageId } from '../lib/i18n/i18n';

/** A link of the shell's menus; its label is a message id (docs/i18n.md). */
export interface NavLinkItem {
  label: MessageId;
  to: string;
}

/** The header's 'Transformational Paths' menu, word for word (docs/product.md#shell). */
export const transformationalPaths = [
  { label: 'nav.path.meditation', to: paths.videos('meditation') },
  { label: 'nav.path.yoga', to: paths.videos('yoga') },
  { label: 'nav.path.breathwork', to: paths.videos('breathwork') },
  { label: 'nav.path.quantum', to: paths.videos('quantum') },
  { label: 'nav.path.wisdom', to: paths.videos('wisdom') },
  { label: 'nav.path.karma', to: paths.videos('karma') },
  { label: 'nav.path.ancient', to: paths.videos('ancient') },
  { label: 'nav.path.abundance', to: paths.videos('abundance') },
] as const satisfies readonly NavLinkItem[];

export const headerLinks = [
  { label: 'nav.freeContent', to: paths.videos('free') },
  { label: 'nav.ourStory', to: paths.about },
] as const satisfies readonly NavLinkItem[];

/** Footer quick links: only the first half of the list is shown (docs/product.md#shell). */
export const footerQuickLinks = [
  { label: 'nav.home', to: paths.home },
  { label: 'nav.about', to: paths.about },
  { label: 'nav.videos', to: paths.videos('all') },
  { label: 'nav.freeVideos', to: paths.videos('free') },
  { label: 'nav.yoga', to: paths.videos('yoga') },
] as const satisfies readonly NavLinkItem[];

export const legalLinks = [
  { label: 'nav.terms', to: paths.terms },
  { label: 'nav.privacy', to: paths.privacy },
  { label: 'nav.cookies', to: paths.cookies },
] as const satisfies readonly NavLinkItem[];
