import { toast } from '../../../components/ui/toast';
import type { AuthUser } from '../../../lib/auth/authState';
import { callAuth } from '../authCall';
import { SubmitButton } from '../components/SubmitButton';
import { TextField } from '../components/TextField';
import { useZodForm } from '../useZodForm';
import { AccountSection } from './AccountSection';
import { accountMessages } from './messages';
import { nameSchema } from './validation';

const copy = accountMessages.name;

/** Edit the full name (`user_metadata.full_name`). */
export function NameSection({ user }: { user: AuthUser }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(nameSchema, { fullName: user.fullName ?? '' });

  const save = handleSubmit(async ({ fullName }) => {
    const saved = await callAuth(copy.failed, (client) => client.updateUser({ data: { full_name: fullName } }));
    if (saved) toast(copy.saved.title, { description: copy.saved.description });
  });

  return (
    <AccountSection id="name" title={copy.title} description={copy.description}>
      <form noValidate onSubmit={save} className="space-y-4">
        <TextField label={copy.label} autoComplete="name" error={errors.fullName?.message} {...register('fullName')} />
        <SubmitButton pending={isSubmitting} pendingLabel={copy.pending}>
          {copy.submit}
        </SubmitButton>
      </form>
    </AccountSection>
  );
}
