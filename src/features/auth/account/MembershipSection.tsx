import { CreditCard, Crown } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/routes';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { formatLongDate } from '../../../lib/i18n/format';
import { translate } from '../../../lib/i18n/i18n';
import { useLocale, useT } from '../../../lib/i18n/useT';
import { answeredUrl, callMemberFunction, leaveFor } from '../../../lib/premium/memberFunction';
import type { Membership } from '../../../lib/premium/membership';
import { AccountSection } from './AccountSection';
import '../../../lib/premium/messages';

const SENTENCES = { renews: 'premium.membership.renews', ends: 'premium.membership.ends', until: 'premium.membership.until' } as const;

/**
 * Membership (docs/premium.md#pages): until when the member's Premium lasts and whether it renews, "Manage
 * billing" for a Stripe subscriber while payments are on; without Premium, where to get it. Nothing while the
 * member's entitlements are still being read.
 */
export function MembershipSection({ membership, payments }: { membership: Membership | null; payments: boolean }) {
  const t = useT();
  const locale = useLocale();
  return (
    <AccountSection id="membership" title={t('premium.membership.title')} description={t('premium.membership.description')}>
      {membership && (
        <div className="space-y-4">
          {membership.kind === 'none' ? (
            <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span>{t('premium.membership.free')}</span>
              <Link to={`${paths.subscribe}${payments ? '' : '#redeem'}`} className="font-medium text-ember-deep underline underline-offset-4">
                {t(payments ? 'premium.membership.seePlans' : 'premium.membership.redeem')}
              </Link>
            </p>
          ) : (
            <p className="flex items-center gap-3 rounded-2xl bg-sand px-4 py-3.5 font-medium">
              <Crown className="size-5 shrink-0 text-ember-deep" aria-hidden="true" />
              {t(SENTENCES[membership.kind], { date: formatLongDate(membership.date, locale) })}
            </p>
          )}
          {payments && membership.billing && <ManageBilling />}
        </div>
      )}
    </AccountSection>
  );
}

/** "Manage billing": Stripe's customer portal, where the member changes their card, plan or cancels. */
function ManageBilling() {
  const t = useT();
  const [pending, setPending] = useState(false);
  const open = async () => {
    setPending(true);
    const answer = await callMemberFunction('billing-portal', {});
    const url = answer.ok ? answeredUrl(answer.body) : null;
    if (url) return leaveFor(url);
    setPending(false);
    toast(translate('premium.membership.billingFailed'), { description: answer.ok ? translate('premium.refused') : answer.message, variant: 'error' });
  };
  return (
    <Button variant="outline" size="lg" className="w-full" disabled={pending} aria-busy={pending || undefined} onClick={() => void open()}>
      <CreditCard aria-hidden="true" /> {pending ? t('premium.membership.opening') : t('premium.membership.manage')}
    </Button>
  );
}
