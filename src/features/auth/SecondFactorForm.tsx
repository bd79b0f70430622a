import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { returnPathOf } from '../../lib/auth/returnPath';
import { useT } from '../../lib/i18n/useT';
import { callAuth } from './authCall';
import { AuthCardHeading } from './components/AuthCardHeading';
import { CodeForm } from './components/CodeForm';

/**
 * The second step of /login for a member with a verified TOTP factor: the password gave an AAL1 session,
 * the code from the authenticator app raises it to AAL2 (decision 1222), then the app goes home.
 */
export function SecondFactorForm({ factorId, onBack }: { factorId: string; onBack: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();

  const verify = async (code: string) => {
    const verified = await callAuth(t('auth.toast.signInFailed'), async (client) => {
      const challenge = await client.mfa.challenge({ factorId });
      if (challenge.error) return challenge;
      return client.mfa.verify({ factorId, challengeId: challenge.data.id, code });
    });
    if (!verified) return;
    toast(t('auth.toast.signedIn.title'), { description: t('auth.toast.signedIn.description') });
    navigate(returnPathOf(location.search), { replace: true });
  };

  const back = async () => {
    // Drop the half-signed-in session, so the next sign-in starts clean.
    await callAuth(t('auth.toast.signOutFailed'), (client) => client.signOut({ scope: 'local' }));
    onBack();
  };

  return (
    <section aria-labelledby="second-factor-title">
      <AuthCardHeading id="second-factor-title" title={t('auth.secondFactor.title')} text={t('auth.secondFactor.intro')} />
      <div className="mt-6">
        <CodeForm label={t('auth.secondFactor.label')} submitLabel={t('auth.secondFactor.submit')} pendingLabel={t('auth.secondFactor.pending')} onCode={verify}>
          <Button variant="ghost" className="w-full" onClick={() => void back()}>
            {t('auth.secondFactor.back')}
          </Button>
        </CodeForm>
      </div>
    </section>
  );
}
