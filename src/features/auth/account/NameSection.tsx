import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast';
import type { AuthUser } from '../../../lib/auth/authState';
import { useT } from '../../../lib/i18n/useT';
import { callAuth } from '../authCall';
import { SubmitButton } from '../components/SubmitButton';
import { useZodForm } from '../useZodForm';
import { AccountSection } from './AccountSection';
import { nameSchema } from './validation';
import './messages';

/** Edit the full name (`user_metadata.full_name`). */
export function NameSection({ user }: { user: AuthUser }) {
  const t = useT();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(nameSchema, { fullName: user.fullName ?? '' });

  const save = handleSubmit(async ({ fullName }) => {
    const saved = await callAuth(t('account.name.failed'), (client) => client.updateUser({ data: { full_name: fullName } }));
    if (saved) toast(t('account.name.saved.title'), { description: t('account.name.saved.description') });
  });

  return (
    <AccountSection id="name" title={t('account.name.title')} description={t('account.name.description')}>
      <form noValidate onSubmit={save} className="space-y-4">
        <TextField label={t('account.name.label')} autoComplete="name" error={errors.fullName?.message} {...register('fullName')} />
        <SubmitButton pending={isSubmitting} pendingLabel={t('account.name.pending')}>
          {t('account.name.submit')}
        </SubmitButton>
      </form>
    </AccountSection>
  );
}
