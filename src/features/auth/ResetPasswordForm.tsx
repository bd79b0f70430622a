import { useEffect } from 'react';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/toast';
import { siteRoot } from '../../lib/auth/authClient';
import { translate } from '../../lib/i18n/i18n';
import { useT } from '../../lib/i18n/useT';
import { callAuth } from './authCall';
import { AuthCardHeading } from './components/AuthCardHeading';
import { SubmitButton } from './components/SubmitButton';
import { useZodForm } from './useZodForm';
import { resetPasswordSchema } from './validation';

/** Reset mode of /login: mails a reset link, then hands back to sign-in mode. */
export function ResetPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: (email: string) => void }) {
  const {
    register,
    handleSubmit,
    getValues,
    setFocus,
    formState: { errors, isSubmitting },
  } = useZodForm(resetPasswordSchema, { email: initialEmail });
  const t = useT();

  // The form just changed under the user: put them where the new task starts.
  useEffect(() => setFocus('email'), [setFocus]);

  const sendResetEmail = handleSubmit(async ({ email }) => {
    const sent = await callAuth(translate('auth.toast.resetFailed'), (client) => client.resetPasswordForEmail(email, { redirectTo: siteRoot() }));
    if (!sent) return;
    toast(translate('auth.toast.resetSent.title'), { description: translate('auth.toast.resetSent.description') });
    onBack(email);
  });

  return (
    <form noValidate onSubmit={sendResetEmail} aria-labelledby="reset-title">
      <AuthCardHeading id="reset-title" title={t('auth.reset.title')} text={t('auth.reset.text')} />

      <div className="mt-6 space-y-5">
        <TextField label={t('auth.field.email')} type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
        <SubmitButton pending={isSubmitting} pendingLabel={t('auth.reset.sending')}>
          {t('auth.reset.send')}
        </SubmitButton>
      </div>

      <p className="mt-6 text-center text-sm">
        <button
          type="button"
          onClick={() => onBack(getValues('email'))}
          className="font-medium text-ember-deep underline underline-offset-4"
        >
          {t('auth.reset.back')}
        </button>
      </p>
    </form>
  );
}
