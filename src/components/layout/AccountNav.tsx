import { ChevronDown, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routes';
import { useAuth } from '../../lib/auth/authState';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n/useT';
import { ButtonLink } from '../ui/button';
import { DisclosureMenu, menuItemClass } from '../ui/disclosure-menu';
import { AccountMenuItems } from './AccountMenuItems';

/**
 * Desktop account area, after a divider: 'Sign In' and 'Enter the Temple' when signed out; a menu with the email
 * when signed in. Until the session is known (in the prerendered page, say), the area holds its place unseen, so
 * nothing moves when it shows (decision 1405), nor while the page is parsed (decision 1423).
 */
export function AccountNav({ light, className }: { light: boolean; className?: string }) {
  const { state } = useAuth();
  return (
    <div className={cn('flex items-center', state.status === 'loading' && 'invisible', className)}>
      <span className={cn('mx-2 h-6 w-px', light ? 'bg-white/25' : 'bg-ink/15')} aria-hidden="true" />
      {state.status === 'signed-in' ? <AccountMenu email={state.user.email} light={light} /> : <SignedOutLinks light={light} />}
    </div>
  );
}

function AccountMenu({ email, light }: { email: string; light: boolean }) {
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
          <span className="truncate">{email}</span>
          <ChevronDown className="size-4 shrink-0" aria-hidden="true" />
        </>
      }
    >
      {(close) => (
        <AccountMenuItems
          email={email}
          onChoose={close}
          classNames={{ email: 'truncate px-3 py-2 text-xs text-ink-soft', item: menuItemClass, icon: 'size-4' }}
        />
      )}
    </DisclosureMenu>
  );
}

function SignedOutLinks({ light }: { light: boolean }) {
  const t = useT();
  return (
    <div className="flex items-center gap-2">
      <Link
        to={paths.login}
        className={cn('rounded-pill px-4 py-2 text-sm font-medium transition-colors', light ? 'hover:bg-white/10' : 'hover:bg-sand')}
      >
        {t('nav.signIn')}
      </Link>
      <ButtonLink size="sm" to={paths.signup}>
        {t('nav.enterTemple')}
      </ButtonLink>
    </div>
  );
}
