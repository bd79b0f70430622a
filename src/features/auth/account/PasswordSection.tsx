import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import type { AuthUser } from '../../../lib/auth/authState';
import { useT } from '../../../lib/i18n/useT';
import { callAuth } from '../authCall';
import { CodeForm } from '../components/CodeForm';
import { PasswordField } from '../components/PasswordField';
import { SubmitButton } from '../components/SubmitButton';
import { useZodForm } from '../useZodForm';
import { newPasswordSchema } from '../validation';
import { AccountSection } from './AccountSection';
import './messages';

/**
 * Set a new password. When the server wants proof first (`reauthentication_needed`: secure password change on and
 * a sign-in older than 24 h), the section has a code mailed (`reauthenticate`) and sends it as the nonce (decision 1223).
 */
export function PasswordSection({ user }: { user: AuthUser }) {
  const t = useT();
  // The password waiting for the mailed code, once the server asked for one.
  const [awaitingCode, setAwaitingCode] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useZodForm(newPasswordSchema, { password: '', confirm: '' });

  const updated = () => {
    toast(t('auth.toast.passwordUpdated.title'), { description: t('auth.toast.passwordUpdated.description') });
    setAwaitingCode(null);
    reset();
  };

  const save = handleSubmit(async ({ password }) => {
    let codeSent = false;
    const answer = await callAuth(t('auth.toast.passwordUpdateFailed'), async (client) => {
      const update = await client.updateUser({ password });
      if (update.error?.code !== 'reauthentication_needed') return update;
      codeSent = true;
      return client.reauthenticate();
    });
    if (!answer) return;
    if (!codeSent) return updated();
    toast(t('account.password.codeSent.title'), { description: t('account.password.codeSent.description') });
    setAwaitingCode(password);
  });

  const confirm = (password: string) => async (nonce: string) => {
    const answer = await callAuth(t('auth.toast.passwordUpdateFailed'), (client) => client.updateUser({ password, nonce }));
    if (answer) updated();
  };

  return (
    <AccountSection id="password" title={t('account.password.title')} description={t('account.password.description')}>
      {awaitingCode === null ? (
        <form noValidate onSubmit={save} className="space-y-4">
          <PasswordField label={t('account.password.newLabel')} autoComplete="new-password" error={errors.password?.message} {...register('password')} />
          <PasswordField label={t('account.password.confirmLabel')} autoComplete="new-password" error={errors.confirm?.message} {...register('confirm')} />
          <SubmitButton pending={isSubmitting} pendingLabel={t('account.password.pending')}>
            {t('account.password.submit')}
          </SubmitButton>
        </form>
      ) : (
        <>
          <p className="mb-4 text-sm">{t('account.password.codeIntro', { email: user.email })}</p>
          <CodeForm label={t('account.password.codeLabel')} submitLabel={t('account.password.codeSubmit')} pendingLabel={t('account.password.pending')} onCode={confirm(awaitingCode)}>
            <Button variant="ghost" className="w-full" onClick={() => setAwaitingCode(null)}>
              {t('account.password.cancel')}
            </Button>
          </CodeForm>
        </>
      )}
    </AccountSection>
  );
}
