import { Gift } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { paths } from '../../../../shared/routes';
import { Button, ButtonLink } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast';
import { useAuth } from '../../../lib/auth/authState';
import { formatLongDate } from '../../../lib/i18n/format';
import { translate } from '../../../lib/i18n/i18n';
import { useLocale, useT } from '../../../lib/i18n/useT';
import { callMemberFunction } from '../../../lib/premium/memberFunction';
import { keepPendingCode, takePendingCode } from './pendingCode';
import { redeemRefusal } from './redeemRefusal';
import { useSignInFirst } from './useSignInFirst';
import '../../../lib/premium/messages';

/**
 * "Redeem a code" (docs/premium.md#pages): `redeem-code` with the code as typed (the server reads it with or
 * without dashes, in any case). A visitor is sent to sign in first and comes back with the code still in the field.
 */
export function RedeemCodeForm() {
  const t = useT();
  const locale = useLocale();
  const { state } = useAuth();
  const signInFirst = useSignInFirst();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const [validUntil, setValidUntil] = useState<string>();

  useEffect(() => {
    const kept = takePendingCode();
    if (!kept) return;
    setCode(kept);
    input.current?.focus();
  }, []);

  const redeem = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) return setError(translate('premium.redeem.required'));
    if (state.status === 'signed-out') {
      keepPendingCode(typed);
      return signInFirst('premium.redeem.signInFirst');
    }
    setError(undefined);
    setPending(true);
    const answer = await callMemberFunction('redeem-code', { code: typed });
    setPending(false);
    if (!answer.ok) return setError(redeemRefusal(answer.message));
    const until = String(answer.body.validUntil ?? '');
    setCode('');
    setValidUntil(until);
    toast(translate('premium.redeem.redeemed'), { description: translate('premium.redeem.until', { date: formatLongDate(until, locale) }) });
  };

  return (
    <section id="redeem" aria-labelledby="redeem-title" className="rounded-[1.75rem] border border-ink/10 bg-white p-7 shadow-soft sm:p-9">
      <div className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-sand text-ember-deep">
          <Gift className="size-5" aria-hidden="true" />
        </span>
        <h2 id="redeem-title" className="text-2xl text-ink sm:text-3xl">
          {t('premium.redeem.title')}
        </h2>
      </div>
      <p className="mt-3 leading-relaxed text-ink-soft">{t('premium.redeem.description')}</p>
      <form method="post" noValidate onSubmit={(event) => void redeem(event)} className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-start">
        <TextField
          ref={input}
          name="code"
          label={t('premium.redeem.label')}
          placeholder={t('premium.redeem.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={error}
          className="flex-1"
        />
        {/* Submitted before the app has started, the form is held busy by boot.ts until the app sends it (decision 2426). */}
        <Button type="submit" size="lg" disabled={pending} className="w-full in-aria-busy:opacity-50 sm:mt-7 sm:w-auto">
          {pending ? t('premium.redeem.pending') : t('premium.redeem.submit')}
        </Button>
      </form>
      {validUntil && (
        <div role="status" className="mt-6 flex flex-col gap-4 rounded-2xl bg-sand/70 p-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="leading-relaxed text-ink">{t('premium.redeem.done', { date: formatLongDate(validUntil, locale) })}</p>
          <ButtonLink to={paths.videos('all')} variant="secondary" className="shrink-0">
            {t('premium.redeem.browse')}
          </ButtonLink>
        </div>
      )}
    </section>
  );
}
