import { Link } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '../../../shared/password';
import { paths } from '../../../shared/routes';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/toast';
import { siteRoot } from '../../lib/auth/authClient';
import { translate } from '../../lib/i18n/i18n';
import { Message } from '../../lib/i18n/Message';
import { useT } from '../../lib/i18n/useT';
import { callAuth } from './authCall';
import { AuthCardHeading } from './components/AuthCardHeading';
import { CheckboxField } from './components/CheckboxField';
import { PasswordField } from './components/PasswordField';
import { SubmitButton } from './components/SubmitButton';
import { useZodForm } from './useZodForm';
import { signUpSchema } from './validation';

const legalLink = 'font-medium text-ember-deep underline underline-offset-2 hover:text-ember';

/**
 * /signup's form. With email confirmation on (the default) the answer has no session: the user
 * is told to check their mail. With autoconfirm the new session signs them in and the page redirects.
 */
export function SignUpForm({ onConfirmationSent }: { onConfirmationSent: (email: string) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(signUpSchema, { fullName: '', email: '', password: '', terms: false });
  const t = useT();

  const signUp = handleSubmit(async ({ fullName, email, password }) => {
    const signedUp = await callAuth(translate('auth.toast.signUpFailed'), (client) =>
      client.signUp({
        email: email.trim(),
        password,
        options: { data: { full_name: fullName.trim() }, emailRedirectTo: siteRoot() },
      }),
    );
    if (!signedUp) return;
    if (signedUp.data.session) {
      toast(translate('auth.toast.signedUp.title'), { description: translate('auth.toast.signedUp.description') });
      return;
    }
    toast(translate('auth.toast.signUpSent.title'), { description: translate('auth.toast.signUpSent.description') });
    onConfirmationSent(email.trim());
  });

  return (
    <form method="post" noValidate onSubmit={signUp} aria-labelledby="sign-up-title">
      <AuthCardHeading id="sign-up-title" title={t('auth.signUp.title')} text={t('auth.signUp.text')} />

      <div className="mt-6 space-y-5">
        <TextField label={t('auth.field.fullName')} autoComplete="name" error={errors.fullName?.message} {...register('fullName')} />
        <TextField label={t('auth.field.email')} type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
        <PasswordField
          label={t('auth.field.password')}
          autoComplete="new-password"
          placeholder={t('auth.signUp.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          error={errors.password?.message}
          {...register('password')}
        />
        <CheckboxField error={errors.terms?.message} {...register('terms')}>
          <Message
            id="auth.signUp.terms"
            components={{ 0: <Link to={paths.terms} className={legalLink} />, 1: <Link to={paths.privacy} className={legalLink} /> }}
          />
        </CheckboxField>
        <SubmitButton pending={isSubmitting} pendingLabel={t('auth.signUp.pending')}>
          {t('auth.signUp.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
