import { useState } from 'react';
import { paths } from '../../../shared/routes';
import { SignedOutOnly } from '../../components/layout/AuthGate';
import { useT } from '../../lib/i18n/useT';
import { usePageMeta } from '../../lib/usePageMeta';
import { AuthLayout } from './components/AuthLayout';
import { SocialButtons } from './components/SocialButtons';
import { SwitchPrompt } from './components/SwitchPrompt';
import { ResetPasswordForm } from './ResetPasswordForm';
import { SecondFactorForm } from './SecondFactorForm';
import { SignInForm } from './SignInForm';

type LoginMode = 'sign-in' | 'reset' | { factorId: string };

/** /login: sign in (then the authentication code, with two-factor on), or (same card) request a password reset mail. */
export default function LoginPage() {
  const [mode, setMode] = useState<LoginMode>('sign-in');
  // The address typed in one mode carries over to the other.
  const [email, setEmail] = useState('');
  const t = useT();
  usePageMeta(mode === 'reset' ? t('auth.login.metaReset') : t('auth.login.metaSignIn'), t('auth.login.metaDescription'));

  const switchTo = (next: 'sign-in' | 'reset') => (currentEmail: string) => {
    setEmail(currentEmail);
    setMode(next);
  };

  return (
    <AuthLayout
      eyebrow={t('auth.login.eyebrow')}
      title={t('auth.login.title')}
      intro={t('auth.login.intro')}
    >
      <SignedOutOnly>
        {typeof mode === 'object' ? (
          <SecondFactorForm factorId={mode.factorId} onBack={() => setMode('sign-in')} />
        ) : mode === 'sign-in' ? (
          <>
            <SignInForm initialEmail={email} onForgotPassword={switchTo('reset')} onSecondFactor={(factorId) => setMode({ factorId })} />
            <SocialButtons />
            <SwitchPrompt question={t('auth.login.newHere')} to={paths.signup} label={t('auth.login.createAccount')} />
          </>
        ) : (
          <ResetPasswordForm initialEmail={email} onBack={switchTo('sign-in')} />
        )}
      </SignedOutOnly>
    </AuthLayout>
  );
}
