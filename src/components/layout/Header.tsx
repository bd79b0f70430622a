import { ChevronDown, Search } from 'lucide-react';
import { NavLink } from 'react-router';
import { headerLinks, transformationalPaths } from '../../config/navigation';
import { HEADER_OPAQUE_SCROLL_PX } from '../../config/site';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n/useT';
import { DisclosureMenu, menuItemClass } from '../ui/disclosure-menu';
import { AccountNav } from './AccountNav';
import { LinkList } from './LinkList';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { SearchLink } from './SearchLink';
import { useScrolledPast } from './useScrolledPast';

/** Fixed header: transparent over each page's dark hero, opaque once scrolled more than 10px. */
export function Header() {
  const opaque = useScrolledPast(HEADER_OPAQUE_SCROLL_PX);
  const light = !opaque;
  const t = useT();
  const navItem = cn(
    'rounded-pill px-3.5 py-2 text-sm font-medium transition-colors',
    light ? 'hover:bg-white/10' : 'hover:bg-sand',
  );

  return (
    <header
      data-opaque={opaque}
      className={cn(
        'fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,color] duration-300',
        opaque
          ? 'bg-ivory/95 text-ink shadow-soft backdrop-blur supports-[backdrop-filter]:bg-ivory/85'
          : 'bg-gradient-to-b from-dusk/60 to-transparent text-white',
      )}
    >
      <div className="mx-auto flex h-header max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <div className="flex min-w-0 items-center gap-4">
          <Logo />
          <p
            className={cn(
              'hidden border-l pl-4 font-display text-sm italic md:block',
              light ? 'border-white/30 text-white/85' : 'border-ink/15 text-ink-soft',
            )}
          >
            {t('site.tagline')}
          </p>
        </div>

        <nav aria-label={t('nav.main')} className="ml-auto hidden items-center gap-1 lg:flex">
          <DisclosureMenu
            buttonClassName={cn(navItem, 'flex items-center gap-1')}
            panelClassName="w-64"
            label={
              <>
                {t('nav.paths')} <ChevronDown className="size-4" aria-hidden="true" />
              </>
            }
          >
            {(close) => <LinkList links={transformationalPaths} linkClassName={menuItemClass} onChoose={close} />}
          </DisclosureMenu>
          {headerLinks.map((item) => (
            <NavLink key={item.to} to={item.to} className={navItem}>
              {t(item.label)}
            </NavLink>
          ))}
          <SearchLink label={t('nav.search')} className={cn(navItem, 'px-2.5')}>
            <Search className="size-[1.125rem]" aria-hidden="true" />
          </SearchLink>
          <span className={cn('mx-2 h-6 w-px', light ? 'bg-white/25' : 'bg-ink/15')} aria-hidden="true" />
          <AccountNav light={light} />
        </nav>

        <div className="ml-auto flex items-center gap-1 lg:hidden">
          <SearchLink label={t('nav.search')} className={cn(navItem, 'px-2.5')}>
            <Search className="size-5" aria-hidden="true" />
          </SearchLink>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
