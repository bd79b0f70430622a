import { ChevronDown, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routes';
import { useAuth } from '../../lib/auth/authState';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n/useT';
import { Button } from '../ui/button';
import { DisclosureMenu, menuItemClass } from '../ui/disclosure-menu';
import { AccountMenuItems } from './AccountMenuItems';

/**
 * Desktop account area: 'Sign In' and 'Enter the Temple' when signed out; a menu with the email when signed in.
 * Until the session is known (in the prerendered page, say), the signed-out links hold their place unseen, so
 * nothing moves when they show (decision 1405).
 */
export function AccountNav({ light }: { light: boolean }) {
  const { state } = useAuth();
  const t = useT();

  if (state.status === 'signed-in') {
    return (
      <DisclosureMenu
        align="end"
        buttonClassName={cn(
          'flex max-w-60 items-center gap-2 rounded-pill border px-3 py-1.5 text-sm transition-colors',
          light ? 'border-white/30 hover:bg-white/10' : 'border-ink/15 hover:bg-sand',
        )}
        label={
          <>
            <UserRound className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{state.user.email}</span>
            <ChevronDown className="size-4 shrink-0" aria-hidden="true" />
          </>
        }
      >
        {(close) => (
          <AccountMenuItems
            email={state.user.email}
            onChoose={close}
            classNames={{ email: 'truncate px-3 py-2 text-xs text-ink-soft', item: menuItemClass, icon: 'size-4' }}
          />
        )}
      </DisclosureMenu>
    );
  }

  return (
    <div className={cn('flex items-center gap-2', state.status === 'loading' && 'invisible')}>
      <Link
        to={paths.login}
        className={cn('rounded-pill px-4 py-2 text-sm font-medium transition-colors', light ? 'hover:bg-white/10' : 'hover:bg-sand')}
      >
        {t('nav.signIn')}
      </Link>
      <Button asChild size="sm">
        <Link to={paths.signup}>{t('nav.enterTemple')}</Link>
      </Button>
    </div>
  );
}
