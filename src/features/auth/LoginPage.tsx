import { useState } from 'react';
import { usePageMeta } from '../../lib/usePageMeta';
import { SignedOutOnly } from '../../components/layout/AuthGate';
import { AuthLayout } from './components/AuthLayout';
import { ResetPasswordForm } from './ResetPasswordForm';
import { SecondFactorForm } from './SecondFactorForm';
import { SignInForm } from './SignInForm';
import { SocialButtons } from './components/SocialButtons';
import { SwitchPrompt } from './components/SwitchPrompt';
import { paths } from '../../../shared/routes';

type LoginMode = 'sign-in' | 'reset' | { factorId: string };

/** /login: sign in (then the authentication code, with two-factor on), or (same card) request a password reset mail. */
export default function LoginPage() {
  const [mode, setMode] = useState<LoginMode>('sign-in');
  // The address typed in one mode carries over to the other.
  const [email, setEmail] = useState('');
  usePageMeta(mode === 'reset' ? 'Reset Password' : 'Sign In', 'Sign in to continue your meditation, yoga and spiritual practice.');

  const switchTo = (next: 'sign-in' | 'reset') => (currentEmail: string) => {
    setEmail(currentEmail);
    setMode(next);
  };

  return (
    <AuthLayout
      eyebrow="Welcome back"
      title="Return to your practice"
      intro="Sign in to pick up where you left off: your teachers, your paths, your quiet hour."
    >
      <SignedOutOnly>
        {typeof mode === 'object' ? (
          <SecondFactorForm factorId={mode.factorId} onBack={() => setMode('sign-in')} />
        ) : mode === 'sign-in' ? (
          <>
            <SignInForm initialEmail={email} onForgotPassword={switchTo('reset')} onSecondFactor={(factorId) => setMode({ factorId })} />
            <SocialButtons />
            <SwitchPrompt question="New here?" to={paths.signup} label="Create an account" />
          </>
        ) : (
          <ResetPasswordForm initialEmail={email} onBack={switchTo('sign-in')} />
        )}
      </SignedOutOnly>
    </AuthLayout>
  );
}
