import { Library, LogOut, PenLine, UserRound } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../shared/routes';
import { isEditor, useAuth } from '../../lib/auth/authState';
import { useT } from '../../lib/i18n/useT';

/**
 * A signed-in user's menu items, in the header and the mobile menu alike: the email, Profile, Your Library, Studio
 * (editors only), and Sign Out (→ /).
 */
export function AccountMenuItems({
  email,
  onChoose,
  classNames,
}: {
  email: string;
  onChoose: () => void;
  classNames: { email: string; item: string; icon: string };
}) {
  const { state, signOut } = useAuth();
  const navigate = useNavigate();
  const t = useT();
  return (
    <>
      <p className={classNames.email}>{email}</p>
      <Link to={paths.profile} className={classNames.item} onClick={onChoose}>
        <UserRound className={classNames.icon} aria-hidden="true" />
        {t('nav.profile')}
      </Link>
      <Link to={paths.library} className={classNames.item} onClick={onChoose}>
        <Library className={classNames.icon} aria-hidden="true" />
        {t('nav.library')}
      </Link>
      {state.status === 'signed-in' && isEditor(state.user) && (
        <Link to={paths.studio} className={classNames.item} onClick={onChoose}>
          <PenLine className={classNames.icon} aria-hidden="true" />
          {t('nav.studio')}
        </Link>
      )}
      <button
        type="button"
        className={classNames.item}
        onClick={() => {
          onChoose();
          void signOut().then(() => navigate(paths.home));
        }}
      >
        <LogOut className={classNames.icon} aria-hidden="true" />
        {t('nav.signOut')}
      </button>
    </>
  );
}
