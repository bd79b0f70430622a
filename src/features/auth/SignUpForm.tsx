import { Link } from 'react-router';
import { toast } from '../../components/ui/toast';
import { paths } from '../../../shared/routes';
import { callAuth } from './authCall';
import { siteRoot } from '../../lib/auth/authClient';
import { CheckboxField } from './components/CheckboxField';
import { PasswordField } from './components/PasswordField';
import { SubmitButton } from './components/SubmitButton';
import { TextField } from './components/TextField';
import { authToasts } from './messages';
import { useZodForm } from './useZodForm';
import { signUpSchema } from './validation';
import { PASSWORD_MIN_LENGTH } from '../../../shared/password';

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

  const signUp = handleSubmit(async ({ fullName, email, password }) => {
    const signedUp = await callAuth(authToasts.signUpFailed, (client) =>
      client.signUp({
        email: email.trim(),
        password,
        options: { data: { full_name: fullName.trim() }, emailRedirectTo: siteRoot() },
      }),
    );
    if (!signedUp) return;
    if (signedUp.data.session) {
      toast(authToasts.signedUp.title, { description: authToasts.signedUp.description });
      return;
    }
    toast(authToasts.signUpSent.title, { description: authToasts.signUpSent.description });
    onConfirmationSent(email.trim());
  });

  return (
    <form noValidate onSubmit={signUp} aria-labelledby="sign-up-title">
      <h2 id="sign-up-title" className="font-display text-2xl">
        Create your account
      </h2>
      <p className="mt-1 text-sm text-ink-soft">Free to join. Begin with the free library; go deeper when you are ready.</p>

      <div className="mt-6 space-y-5">
        <TextField label="Full name" autoComplete="name" error={errors.fullName?.message} {...register('fullName')} />
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          placeholder={`At least ${PASSWORD_MIN_LENGTH} characters`}
          error={errors.password?.message}
          {...register('password')}
        />
        <CheckboxField error={errors.terms?.message} {...register('terms')}>
          I agree to the{' '}
          <Link to={paths.terms} className={legalLink}>
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to={paths.privacy} className={legalLink}>
            Privacy Policy
          </Link>
        </CheckboxField>
        <SubmitButton pending={isSubmitting} pendingLabel="Creating your account…">
          Create Account
        </SubmitButton>
      </div>
    </form>
  );
}
