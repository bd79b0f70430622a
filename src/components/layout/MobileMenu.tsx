import { Menu, Search } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { paths } from '../../../shared/routes';
import { site } from '../../../shared/site';
import { headerLinks, transformationalPaths } from '../../config/navigation';
import { useAuth } from '../../lib/auth/authState';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n/useT';
import { useCloseOnNavigation } from '../../lib/usePathChange';
import { ButtonLink } from '../ui/button';
import { Sheet } from '../ui/sheet';
import { AccountMenuItems } from './AccountMenuItems';
import { LinkList } from './LinkList';
import { SearchLink } from './SearchLink';

const linkClass = 'block w-full rounded-xl px-3 py-2.5 text-left text-[0.95rem] transition-colors hover:bg-sand';

/**
 * The phone and tablet menu: everything the header has, closing when a link is chosen. Its button opens it with an
 * invoker command, before the app starts too (decision 1405).
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const { state } = useAuth();
  const t = useT();
  const close = () => setOpen(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const opened = useCloseOnNavigation(close);

  return (
    <>
      <button
        ref={menuButton}
        type="button"
        command="show-modal"
        commandfor={menuId}
        onClick={() => {
          opened();
          setOpen(true);
        }}
        aria-label={t('nav.openMenu')}
        aria-expanded={open}
        className="grid size-11 place-items-center rounded-full transition-colors hover:bg-white/10"
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      <Sheet id={menuId} open={open} onOpenChange={setOpen} label={t('nav.menu')}>
        <div className="border-b border-clay/60 px-6 pb-5 pt-6">
          <p className="font-display text-xl">{site.name}</p>
          <p className="font-display text-sm italic text-ink-soft">{t('site.tagline')}</p>
        </div>
        <nav aria-label={t('nav.mobile')} className="flex-1 px-3 py-4">
          {/* The menu closes first, so the search dialog opens over the page and takes focus from there. */}
          <SearchLink onOpen={close} returnFocusTo={menuButton} className={cn(linkClass, 'mb-2 flex items-center gap-2')}>
            <Search className="size-4" aria-hidden="true" />
            {t('nav.search')}
          </SearchLink>
          <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-[0.14em] text-ink-soft">{t('nav.paths')}</p>
          <LinkList links={transformationalPaths} linkClassName={linkClass} onChoose={close} />
          <LinkList links={headerLinks} linkClassName={linkClass} onChoose={close} className="mt-3 border-t border-clay/60 pt-3" />
        </nav>
        <div className="border-t border-clay/60 px-6 py-5">
          {state.status === 'signed-in' ? (
            <div className="space-y-1">
              <AccountMenuItems
                email={state.user.email}
                onChoose={close}
                classNames={{ email: 'truncate px-3 pb-1 text-sm text-ink-soft', item: linkClass, icon: 'mr-2 inline size-4' }}
              />
            </div>
          ) : (
            <div className="grid gap-2">
              <ButtonLink variant="outline" to={paths.login} onClick={close}>
                {t('nav.signIn')}
              </ButtonLink>
              <ButtonLink to={paths.signup} onClick={close}>
                {t('nav.enterTemple')}
              </ButtonLink>
            </div>
          )}
        </div>
      </Sheet>
    </>
  );
}
