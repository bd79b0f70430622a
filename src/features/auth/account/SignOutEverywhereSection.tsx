import { MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../../shared/routes';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useT } from '../../../lib/i18n/useT';
import { callAuth } from '../authCall';
import { AccountSection } from './AccountSection';
import './messages';

/** Sign out of all devices (scope global): every refresh token of the user is revoked, so other devices lose their sessions at their next refresh. */
export function SignOutEverywhereSection() {
  const t = useT();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const signOutEverywhere = async () => {
    setPending(true);
    const signedOut = await callAuth(t('auth.toast.signOutFailed'), (client) => client.signOut({ scope: 'global' }));
    setPending(false);
    if (!signedOut) return;
    toast(t('account.sessions.done.title'), { description: t('account.sessions.done.description') });
    navigate(paths.home);
  };

  return (
    <AccountSection id="devices" title={t('account.sessions.title')} description={t('account.sessions.description')}>
      <Button variant="outline" size="lg" className="w-full" disabled={pending} aria-busy={pending || undefined} onClick={() => void signOutEverywhere()}>
        <MonitorSmartphone aria-hidden="true" /> {pending ? t('account.sessions.pending') : t('account.sessions.submit')}
      </Button>
    </AccountSection>
  );
}
