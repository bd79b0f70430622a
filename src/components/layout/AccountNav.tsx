import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../shared/routes';
import { useAuth } from '../../lib/auth/authState';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { DisclosureMenu, menuItemClass } from '../ui/disclosure-menu';

/** Desktop account area: 'Sign In' and 'Enter the Temple' when signed out; a menu with the email when signed in. */
export function AccountNav({ light }: { light: boolean }) {
  const { state, signOut } = useAuth();
  const navigate = useNavigate();

  if (state.status === 'loading') return <span className="size-9" aria-hidden="true" />;

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
          <>
            <p className="truncate px-3 py-2 text-xs text-ink-soft">{state.user.email}</p>
            <Link to={paths.profile} className={menuItemClass} onClick={close}>
              <UserRound className="size-4" aria-hidden="true" /> Profile
            </Link>
            <button
              type="button"
              className={menuItemClass}
              onClick={() => {
                close();
                void signOut().then(() => navigate(paths.home));
              }}
            >
              <LogOut className="size-4" aria-hidden="true" /> Sign Out
            </button>
          </>
        )}
      </DisclosureMenu>
    );
  }

  return (
    <div className="flex items-center gap-2">
      <Link
        to={paths.login}
        className={cn('rounded-pill px-4 py-2 text-sm font-medium transition-colors', light ? 'hover:bg-white/10' : 'hover:bg-sand')}
      >
        Sign In
      </Link>
      <Button asChild size="sm">
        <Link to={paths.signup}>Enter the Temple</Link>
      </Button>
    </div>
  );
}
