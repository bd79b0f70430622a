import { useLocation, useNavigate } from 'react-router';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/toast';
import { WhenStarted } from '../../components/ui/when-started';
import { returnPathOf } from '../../lib/auth/returnPath';
import { translate } from '../../lib/i18n/i18n';
import { useT } from '../../lib/i18n/useT';
import { callAuth } from './authCall';
import { AuthCardHeading } from './components/AuthCardHeading';
import { CheckboxField } from './components/CheckboxField';
import { PasswordField } from './components/PasswordField';
import { SubmitButton } from './components/SubmitButton';
import { secondFactorOf } from './secondFactor';
import { useZodForm } from './useZodForm';
import { signInSchema } from './validation';

/** Sign-in mode of /login. */
export function SignInForm({
  initialEmail,
  onForgotPassword,
  onSecondFactor,
}: {
  initialEmail: string;
  onForgotPassword: (email: string) => void;
  /** The password was right and the member has two-factor authentication: ask for the code of this factor. */
  onSecondFactor: (factorId: string) => void;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useZodForm(signInSchema, { email: initialEmail, password: '', remember: false });
  const t = useT();

  const signIn = handleSubmit(async ({ email, password }) => {
    const signedIn = await callAuth(translate('auth.toast.signInFailed'), (client) => client.signInWithPassword({ email: email.trim(), password }));
    if (!signedIn) return;
    const factorId = await secondFactorOf(signedIn.data.user);
    if (factorId) return onSecondFactor(factorId);
    toast(translate('auth.toast.signedIn.title'), { description: translate('auth.toast.signedIn.description') });
    navigate(returnPathOf(location.search), { replace: true });
  });

  return (
    <form method="post" noValidate onSubmit={signIn} aria-labelledby="sign-in-title">
      <AuthCardHeading id="sign-in-title" title={t('auth.signIn.title')} text={t('auth.signIn.text')} />

      <div className="mt-6 space-y-5">
        <TextField label={t('auth.field.email')} type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
        <PasswordField
          label={t('auth.field.password')}
          autoComplete="current-password"
          error={errors.password?.message}
          labelAction={
            <WhenStarted className="contents">
              <button
                type="button"
                onClick={() => onForgotPassword(getValues('email'))}
                className="text-sm font-medium text-ember-deep underline-offset-4 hover:underline"
              >
                {t('auth.signIn.forgot')}
              </button>
            </WhenStarted>
          }
          {...register('password')}
        />
        <CheckboxField {...register('remember')}>{t('auth.signIn.remember')}</CheckboxField>
        <SubmitButton pending={isSubmitting} pendingLabel={t('auth.signIn.pending')}>
          {t('auth.signIn.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
