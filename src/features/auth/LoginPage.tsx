import { useState } from 'react';
import { usePageMeta } from '../../lib/usePageMeta';
import { SignedOutOnly } from '../../components/layout/AuthGate';
import { AuthLayout } from './components/AuthLayout';
import { ResetPasswordForm } from './ResetPasswordForm';
import { SignInForm } from './SignInForm';
import { SocialButtons } from './components/SocialButtons';
import { SwitchPrompt } from './components/SwitchPrompt';
import { paths } from '../../../shared/routes';

type LoginMode = 'sign-in' | 'reset';

/** /login: sign in, or (same card) request a password reset mail. */
export default function LoginPage() {
  const [mode, setMode] = useState<LoginMode>('sign-in');
  // The address typed in one mode carries over to the other.
  const [email, setEmail] = useState('');
  usePageMeta(mode === 'reset' ? 'Reset Password' : 'Sign In', 'Sign in to continue your meditation, yoga and spiritual practice.');

  const switchTo = (next: LoginMode) => (currentEmail: string) => {
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
        {mode === 'sign-in' ? (
          <>
            <SignInForm initialEmail={email} onForgotPassword={switchTo('reset')} />
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
