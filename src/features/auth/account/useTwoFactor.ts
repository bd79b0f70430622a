import { useEffect, useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { translate } from '../../../lib/i18n/i18n';
import { callAuth } from '../authCall';
import './messages';

export type TwoFactorState =
  | { step: 'loading' }
  | { step: 'off' }
  | { step: 'enrolling'; factorId: string; qrCode: string; secret: string }
  | { step: 'on'; factorId: string };

/** The account's TOTP factor and what the section does with it: enrol, verify the first code, unenrol. */
export function useTwoFactor() {
  const [state, setState] = useState<TwoFactorState>({ step: 'loading' });
  const [busy, setBusy] = useState(false);
  const failed = translate('account.twoFactor.failed');

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
  const remove = (factorId: string, then: () => void) =>
    run(async () => {
      const removed = await callAuth(failed, (client) => client.mfa.unenroll({ factorId }));
      if (removed) then();
    });

  const enable = () =>
    run(async () => {
      const enrolled = await callAuth(failed, (client) => client.mfa.enroll({ factorType: 'totp' }));
      if (enrolled) setState({ step: 'enrolling', factorId: enrolled.data.id, qrCode: enrolled.data.totp.qr_code, secret: enrolled.data.totp.secret });
    });
  const verify = (factorId: string) => async (code: string) => {
    const verified = await callAuth(failed, (client) => client.mfa.challengeAndVerify({ factorId, code }));
    if (!verified) return;
    toast(translate('account.twoFactor.enabled.title'), { description: translate('account.twoFactor.enabled.description') });
    setState({ step: 'on', factorId });
  };
  const cancel = (factorId: string) => remove(factorId, () => setState({ step: 'off' }));
  const disable = (factorId: string) =>
    remove(factorId, () => {
      toast(translate('account.twoFactor.disabled.title'), { description: translate('account.twoFactor.disabled.description') });
      setState({ step: 'off' });
    });

  return { state, busy, enable, verify, cancel, disable };
}
