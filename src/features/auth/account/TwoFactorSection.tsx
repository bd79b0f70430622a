import { ShieldCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/i18n/useT';
import { CodeForm } from '../components/CodeForm';
import { SubmitButton } from '../components/SubmitButton';
import { AccountSection } from './AccountSection';
import { useTwoFactor } from './useTwoFactor';
import './messages';

/** The enrolment step: the QR code and key to add to an authenticator app, then its first code. */
function Enrolment({
  qrCode,
  secret,
  busy,
  onCode,
  onCancel,
}: {
  qrCode: string;
  secret: string;
  busy: boolean;
  onCode: (code: string) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <div className="space-y-4">
      <p className="text-sm">{t('account.twoFactor.scan')}</p>
      <img src={qrCode} alt={t('account.twoFactor.qrAlt')} width={176} height={176} className="mx-auto size-44 rounded-xl bg-white p-2 ring-1 ring-clay" />
      <p className="text-sm">
        <span className="text-ink-soft">{t('account.twoFactor.secretLabel')} </span>
        <code className="break-all font-mono text-[0.95rem] tracking-wider">{secret}</code>
      </p>
      <CodeForm label={t('account.twoFactor.codeLabel')} submitLabel={t('account.twoFactor.verify')} pendingLabel={t('account.twoFactor.verifying')} onCode={onCode}>
        <Button variant="ghost" className="w-full" disabled={busy} onClick={onCancel}>
          {t('account.twoFactor.cancel')}
        </Button>
      </CodeForm>
    </div>
  );
}

/**
 * TOTP two-factor authentication: Enable enrols a factor (QR code and key), the first code from the app verifies
 * it (the session becomes AAL2), Disable unenrols it.
 */
export function TwoFactorSection() {
  const t = useT();
  const { state, busy, enable, verify, cancel, disable } = useTwoFactor();

  return (
    <AccountSection id="two-factor" title={t('account.twoFactor.title')} description={state.step === 'on' ? t('account.twoFactor.onDescription') : t('account.twoFactor.offDescription')}>
      {state.step === 'loading' && <Spinner className="py-4" label={t('account.twoFactor.loading')} />}
      {state.step === 'off' && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void enable();
          }}
        >
          <SubmitButton pending={busy} pendingLabel={t('account.twoFactor.enabling')}>
            {t('account.twoFactor.enable')}
          </SubmitButton>
        </form>
      )}
      {state.step === 'enrolling' && (
        <Enrolment qrCode={state.qrCode} secret={state.secret} busy={busy} onCode={verify(state.factorId)} onCancel={() => void cancel(state.factorId)} />
      )}
      {state.step === 'on' && (
        <div className="flex flex-wrap items-center gap-3">
          <p className="flex items-center gap-2 text-sm font-medium text-ink">
            <ShieldCheck className="size-5 text-ember-deep" aria-hidden="true" /> {t('account.twoFactor.enabledBadge')}
          </p>
          <Button variant="outline" className="ml-auto" disabled={busy} aria-busy={busy || undefined} onClick={() => void disable(state.factorId)}>
            {busy ? t('account.twoFactor.disabling') : t('account.twoFactor.disable')}
          </Button>
        </div>
      )}
    </AccountSection>
  );
}
