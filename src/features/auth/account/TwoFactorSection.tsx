import { ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { callAuth } from '../authCall';
import { CodeForm } from '../components/CodeForm';
import { SubmitButton } from '../components/SubmitButton';
import { AccountSection } from './AccountSection';
import { translate } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/useT';

type TwoFactorState =
  | { step: 'loading' }
  | { step: 'off' }
  | { step: 'enrolling'; factorId: string; qrCode: string; secret: string }
  | { step: 'on'; factorId: string };

/**
 * TOTP two-factor authentication: Enable enrols a factor (QR code and key), the first code from the app verifies
 * it (the session becomes AAL2), Disable unenrols it.
 */
export function TwoFactorSection() {
  const t = useT();
  const [state, setState] = useState<TwoFactorState>({ step: 'loading' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let active = true;
    void callAuth(translate('account.twoFactor.failed'), (client) => client.mfa.listFactors()).then((answer) => {
      if (!active) return;
      const verified = answer?.data.totp[0];
      setState(verified ? { step: 'on', factorId: verified.id } : { step: 'off' });
    });
    return () => {
      active = false;
    };
  }, []);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const enable = () =>
    run(async () => {
      const enrolled = await callAuth(t('account.twoFactor.failed'), (client) => client.mfa.enroll({ factorType: 'totp' }));
      if (enrolled) setState({ step: 'enrolling', factorId: enrolled.data.id, qrCode: enrolled.data.totp.qr_code, secret: enrolled.data.totp.secret });
    });

  const verify = (factorId: string) => async (code: string) => {
    const verified = await callAuth(t('account.twoFactor.failed'), (client) => client.mfa.challengeAndVerify({ factorId, code }));
    if (!verified) return;
    toast(t('account.twoFactor.enabled.title'), { description: t('account.twoFactor.enabled.description') });
    setState({ step: 'on', factorId });
  };

  const remove = (factorId: string, then: () => void) =>
    run(async () => {
      const removed = await callAuth(t('account.twoFactor.failed'), (client) => client.mfa.unenroll({ factorId }));
      if (removed) then();
    });

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
        <div className="space-y-4">
          <p className="text-sm">{t('account.twoFactor.scan')}</p>
          <img src={state.qrCode} alt={t('account.twoFactor.qrAlt')} width={176} height={176} className="mx-auto size-44 rounded-xl bg-white p-2 ring-1 ring-clay" />
          <p className="text-sm">
            <span className="text-ink-soft">{t('account.twoFactor.secretLabel')} </span>
            <code className="break-all font-mono text-[0.95rem] tracking-wider">{state.secret}</code>
          </p>
          <CodeForm label={t('account.twoFactor.codeLabel')} submitLabel={t('account.twoFactor.verify')} pendingLabel={t('account.twoFactor.verifying')} onCode={verify(state.factorId)}>
            <Button variant="ghost" className="w-full" disabled={busy} onClick={() => void remove(state.factorId, () => setState({ step: 'off' }))}>
              {t('account.twoFactor.cancel')}
            </Button>
          </CodeForm>
        </div>
      )}
      {state.step === 'on' && (
        <div className="flex flex-wrap items-center gap-3">
          <p className="flex items-center gap-2 text-sm font-medium text-ink">
            <ShieldCheck className="size-5 text-ember-deep" aria-hidden="true" /> {t('account.twoFactor.enabledBadge')}
          </p>
          <Button
            variant="outline"
            className="ml-auto"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() =>
              void remove(state.factorId, () => {
                toast(t('account.twoFactor.disabled.title'), { description: t('account.twoFactor.disabled.description') });
                setState({ step: 'off' });
              })
            }
          >
            {busy ? t('account.twoFactor.disabling') : t('account.twoFactor.disable')}
          </Button>
        </div>
      )}
    </AccountSection>
  );
}
