import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { WhenStarted } from '../../../components/ui/when-started';
import { useAuth } from '../../../lib/auth/authState';
import type { Plan } from '../../../lib/catalog/queries';
import { usePlans } from '../../../lib/catalog/usePageData';
import { formatPrice } from '../../../lib/i18n/format';
import { translate } from '../../../lib/i18n/i18n';
import { useLocale, useT } from '../../../lib/i18n/useT';
import { answeredUrl, callMemberFunction, leaveFor } from '../../../lib/premium/memberFunction';
import { useSignInFirst } from './useSignInFirst';
import '../../../lib/premium/messages';

/** The active plans (docs/premium.md#pages): price per interval, the trial, and with payments on a way to buy each. */
export function PlanList({ payments }: { payments: boolean }) {
  const t = useT();
  const plans = usePlans();
  if (plans.length === 0) return null;
  return (
    <section aria-labelledby="plans-title" className="mt-14 sm:mt-20">
      <h2 id="plans-title" className="text-3xl text-ink sm:text-4xl">
        {t('premium.plans.title')}
      </h2>
      <p className="mt-3 max-w-2xl leading-relaxed text-ink-soft">{t('premium.plans.intro')}</p>
      <ul role="list" className="mt-8 grid gap-5 md:grid-cols-2 md:gap-6">
        {plans.map((plan) => (
          <li key={plan.id}>
            <PlanCard plan={plan} payments={payments} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function PlanCard({ plan, payments }: { plan: Plan; payments: boolean }) {
  const t = useT();
  const locale = useLocale();
  const headingId = `plan-${plan.id}`;
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col rounded-[1.75rem] border border-gold/40 bg-ivory p-7 shadow-soft sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="font-display text-2xl text-ink">
          {plan.name}
        </h3>
        {plan.trialDays > 0 && (
          <span className="rounded-pill bg-sage/15 px-3 py-1 text-sm font-medium text-ink">{t('premium.plans.trial', { days: plan.trialDays })}</span>
        )}
      </div>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
        <span className="font-display text-4xl text-ink">{formatPrice(plan.unitAmount, plan.currency, locale)}</span>
        <span className="text-ink-soft">{t(plan.interval === 'year' ? 'premium.plans.perYear' : 'premium.plans.perMonth')}</span>
      </p>
      {/* Laid out from the first paint when the plan can be bought; the button shows once the app knows payments are on. */}
      {plan.purchasable && <WhenStarted className="mt-auto pt-7">{payments && <CheckoutButton plan={plan} />}</WhenStarted>}
    </article>
  );
}

/** "Start free trial" (or "Subscribe"): Stripe Checkout for this plan, after signing in for a visitor. */
function CheckoutButton({ plan }: { plan: Plan }) {
  const t = useT();
  const { state } = useAuth();
  const signInFirst = useSignInFirst();
  const [pending, setPending] = useState(false);

  const checkout = async () => {
    if (state.status === 'signed-out') return signInFirst('premium.plans.signInFirst');
    setPending(true);
    const answer = await callMemberFunction('checkout', { planId: plan.id });
    const url = answer.ok ? answeredUrl(answer.body) : null;
    if (url) return leaveFor(url);
    setPending(false);
    toast(translate('premium.plans.checkoutFailed'), { description: answer.ok ? translate('premium.refused') : answer.message, variant: 'error' });
  };

  return (
    <Button size="lg" className="w-full" disabled={pending} aria-busy={pending || undefined} onClick={() => void checkout()}>
      {pending ? t('premium.plans.pending') : t(plan.trialDays > 0 ? 'premium.plans.startTrial' : 'premium.plans.subscribe')}
    </Button>
  );
}
