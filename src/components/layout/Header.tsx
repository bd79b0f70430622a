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
    'flex h-9 items-center rounded-pill text-sm font-medium transition-colors',
    light ? 'hover:bg-white/10' : 'hover:bg-sand',
  );
  const searchItem = cn(navItem, 'w-10 justify-center');

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

        {/* The links start where the logo ends and the account area keeps to the end: as the page is parsed,
            and when the session replaces the account links, nothing already shown moves (decision 1423). */}
        <nav aria-label={t('nav.main')} className="hidden flex-1 items-center gap-1 self-stretch lg:flex">
          <DisclosureMenu
            buttonClassName={cn(navItem, 'gap-1 px-3.5')}
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
            <NavLink key={item.to} to={item.to} className={cn(navItem, 'px-3.5')}>
              {t(item.label)}
            </NavLink>
          ))}
          <SearchLink label={t('nav.search')} className={searchItem}>
            <Search className="size-[1.125rem]" aria-hidden="true" />
          </SearchLink>
          <AccountNav light={light} className="ml-auto" />
        </nav>

        {/* Columns as wide as the search link (w-10) and the menu button (size-11), as tall as the header: the link
            does not move when the button is parsed. */}
        <div className="ml-auto grid grid-cols-[2.5rem_2.75rem] items-center gap-1 self-stretch lg:hidden">
          <SearchLink label={t('nav.search')} className={searchItem}>
            <Search className="size-5" aria-hidden="true" />
          </SearchLink>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
