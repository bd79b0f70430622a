import { MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../../shared/routes';
import { callAuth } from '../authCall';
import { authToasts } from '../messages';
import { AccountSection } from './AccountSection';
import { accountMessages } from './messages';

const copy = accountMessages.sessions;

/** Sign out of all devices (scope global): every refresh token of the user is revoked, so other devices lose their sessions at their next refresh. */
export function SignOutEverywhereSection() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const signOutEverywhere = async () => {
    setPending(true);
    const signedOut = await callAuth(authToasts.signOutFailed, (client) => client.signOut({ scope: 'global' }));
    setPending(false);
    if (!signedOut) return;
    toast(copy.done.title, { description: copy.done.description });
    navigate(paths.home);
  };

  return (
    <AccountSection id="devices" title={copy.title} description={copy.description}>
      <Button variant="outline" size="lg" className="w-full" disabled={pending} aria-busy={pending || undefined} onClick={() => void signOutEverywhere()}>
        <MonitorSmartphone aria-hidden="true" /> {pending ? copy.pending : copy.submit}
      </Button>
    </AccountSection>
  );
}
