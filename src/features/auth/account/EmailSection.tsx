import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast';
import { siteRoot } from '../../../lib/auth/authClient';
import type { AuthUser } from '../../../lib/auth/authState';
import { useT } from '../../../lib/i18n/useT';
import { callAuth } from '../authCall';
import { SubmitButton } from '../components/SubmitButton';
import { useZodForm } from '../useZodForm';
import { AccountSection } from './AccountSection';
import { emailChangeSchema } from './validation';
import './messages';

/**
 * Change the address: the auth server mails a confirmation link (to both addresses, with secure email change on),
 * and the pending address (`new_email`) shows here until it is confirmed.
 */
export function EmailSection({ user }: { user: AuthUser }) {
  const t = useT();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useZodForm(emailChangeSchema(user.email), { email: '' });

  const change = handleSubmit(async ({ email }) => {
    const sent = await callAuth(t('account.email.failed'), (client) => client.updateUser({ email }, { emailRedirectTo: siteRoot() }));
    if (!sent) return;
    toast(t('account.email.sent.title'), { description: t('account.email.sent.description') });
    reset({ email: '' });
  });

  return (
    <AccountSection id="email" title={t('account.email.title')} description={t('account.email.description')}>
      {user.newEmail && (
        <div role="status" className="mb-4 rounded-xl bg-sand px-4 py-3 text-sm">
          <p>
            <span className="text-ink-soft">{t('account.email.waitingLabel')} </span>
            <strong className="break-all font-medium">{user.newEmail}</strong>
          </p>
          <p className="mt-1 text-ink-soft">{t('account.email.waitingHint')}</p>
        </div>
      )}
      <form noValidate onSubmit={change} className="space-y-4">
        <TextField label={t('account.email.label')} type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
        <SubmitButton pending={isSubmitting} pendingLabel={t('account.email.pending')}>
          {t('account.email.submit')}
        </SubmitButton>
      </form>
    </AccountSection>
  );
}
