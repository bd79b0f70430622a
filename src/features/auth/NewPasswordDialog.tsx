import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { translate } from '../../lib/i18n/i18n';
import { useT } from '../../lib/i18n/useT';
import { callAuth } from './authCall';
import { PasswordField } from './components/PasswordField';
import { SubmitButton } from './components/SubmitButton';
import { useZodForm } from './useZodForm';
import { newPasswordSchema } from './validation';

/** Shown wherever a password-recovery link lands (event PASSWORD_RECOVERY): choose and save a new password. */
export default function NewPasswordDialog({ onClose }: { onClose: () => void }) {
  // Toasts sit outside the modal (hidden from assistive tech while it is open), so failures also show here.
  const [failure, setFailure] = useState<string | null>(null);
  const t = useT();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(newPasswordSchema, { password: '', confirm: '' });

  const save = handleSubmit(async ({ password }) => {
    setFailure(null);
    const updated = await callAuth(translate('auth.toast.passwordUpdateFailed'), (client) => client.updateUser({ password }), setFailure);
    if (!updated) return;
    toast(translate('auth.toast.passwordUpdated.title'), { description: translate('auth.toast.passwordUpdated.description') });
    onClose();
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md p-6 sm:p-8">
        <DialogTitle>{t('auth.newPassword.title')}</DialogTitle>
        <DialogDescription className="mt-1 text-sm">{t('auth.newPassword.description')}</DialogDescription>
        <form noValidate onSubmit={save} className="mt-6 space-y-5">
          <PasswordField label={t('auth.newPassword.new')} autoComplete="new-password" error={errors.password?.message} {...register('password')} />
          <PasswordField label={t('auth.newPassword.repeat')} autoComplete="new-password" error={errors.confirm?.message} {...register('confirm')} />
          {failure && (
            <p role="alert" className="rounded-xl bg-sand px-4 py-3 text-sm text-ember-deep">
              {failure}
            </p>
          )}
          <SubmitButton pending={isSubmitting} pendingLabel={t('auth.newPassword.saving')}>
            {t('auth.newPassword.save')}
          </SubmitButton>
        </form>
      </DialogContent>
    </Dialog>
  );
}
