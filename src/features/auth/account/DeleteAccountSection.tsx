import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../../shared/routes';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast';
import type { AuthUser } from '../../../lib/auth/authState';
import { loadDataClient } from '../../../lib/data/dataClient';
import { useT } from '../../../lib/i18n/useT';
import type { Membership } from '../../../lib/premium/membership';
import { callAuth, messageOf } from '../authCall';
import { SubmitButton } from '../components/SubmitButton';
import { useZodForm } from '../useZodForm';
import { AccountSection } from './AccountSection';
import { deletionSchema } from './validation';
import './messages';

/**
 * Delete account: a dialog asks for the account's email, then the `delete_account` RPC removes the user (decision
 * 1221). A member with Premium is told what becomes of it: a Stripe subscription is cancelled at once (decision 2681).
 */
export function DeleteAccountSection({ user, membership }: { user: AuthUser; membership?: Membership | null }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <AccountSection id="delete-account" title={t('account.deletion.title')} description={t('account.deletion.description')}>
      <Dialog open={open} onOpenChange={setOpen}>
        <Button variant="outline" size="lg" className="w-full border-ember-deep/40 text-ember-deep hover:bg-ember-deep/10" onClick={() => setOpen(true)}>
          {t('account.deletion.open')}
        </Button>
        {open && <DeleteAccountDialog email={user.email} membership={membership} />}
      </Dialog>
    </AccountSection>
  );
}

const premiumNoteKey = (membership: Membership | null | undefined) =>
  membership?.kind === 'renews' ? 'account.deletion.subscription' : membership && membership.kind !== 'none' ? 'account.deletion.premium' : undefined;

function DeleteAccountDialog({ email, membership }: { email: string; membership: Membership | null | undefined }) {
  const t = useT();
  const navigate = useNavigate();
  const premiumNote = premiumNoteKey(membership);
  // Toasts sit outside the modal (hidden from assistive tech while it is open), so a failure also shows here.
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(deletionSchema(email), { email: '' });

  const deleteAccount = handleSubmit(async () => {
    setFailure(null);
    try {
      const { error } = await (await loadDataClient()).rpc('delete_account');
      if (error) throw new Error(error.message);
    } catch (error) {
      const message = messageOf(error);
      toast(t('account.deletion.failed'), { description: message, variant: 'error' });
      setFailure(message);
      return;
    }
    // The user is gone on the server; forget the session here (other devices lose theirs at their next refresh).
    await callAuth(t('auth.toast.signOutFailed'), (client) => client.signOut({ scope: 'local' }));
    toast(t('account.deletion.deleted.title'), { description: t('account.deletion.deleted.description') });
    navigate(paths.home, { replace: true });
  });

  return (
    <DialogContent className="max-w-md p-6 sm:p-8">
      <DialogTitle>{t('account.deletion.dialogTitle')}</DialogTitle>
      <DialogDescription className="mt-1 text-sm">
        {t('account.deletion.dialogDescription')}
        {premiumNote && ` ${t(premiumNote)}`}
      </DialogDescription>
      <form noValidate onSubmit={deleteAccount} className="mt-6 space-y-5">
        <TextField label={t('account.deletion.confirmLabel')} type="email" autoComplete="off" placeholder={email} error={errors.email?.message} {...register('email')} />
        {failure && (
          <p role="alert" className="rounded-xl bg-sand px-4 py-3 text-sm text-ember-deep">
            {failure}
          </p>
        )}
        <SubmitButton pending={isSubmitting} pendingLabel={t('account.deletion.pending')} className="bg-ember-deep hover:bg-dusk">
          {t('account.deletion.submit')}
        </SubmitButton>
      </form>
    </DialogContent>
  );
}
