import { Info } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { site } from '../../../shared/site';
import { PageHero } from '../../components/layout/PageHero';
import { useT } from '../../lib/i18n/useT';
import { usePayments } from '../../lib/premium/useMembership';
import { useAppStarted } from '../../lib/useAppStarted';
import { usePageMeta } from '../../lib/usePageMeta';
import { CheckoutReturn } from './subscribe/CheckoutReturn';
import { PlanList } from './subscribe/PlanList';
import { RedeemCodeForm } from './subscribe/RedeemCodeForm';
import { TierCard } from './subscribe/TierCard';
import { premiumAccessNote, tiers } from './subscribe/tiers';
import '../../lib/premium/messages';

/**
 * /subscribe (docs/product.md#accounts, docs/premium.md#pages): the free and premium tiers side by side, the active
 * plans, and the code form. With payments on, each plan can be bought through Stripe Checkout, which comes back
 * to `?checkout=success`; without, the plans show with no payment button and the note about the integration stays.
 */
export default function SubscribePage() {
  const t = useT();
  usePageMeta(t('premium.subscribe.metaTitle'), t('premium.subscribe.metaDescription', { name: site.name }));
  const payments = usePayments();
  const [search] = useSearchParams();
  // The query is not in the server's page: the panel may only show once the app owns it.
  const backFromCheckout = useAppStarted() && search.get('checkout') === 'success';
  return (
    <>
      <PageHero eyebrow={t('premium.subscribe.eyebrow')} title={t('premium.subscribe.title')}>
        <p>{t('premium.subscribe.intro', { name: site.name })}</p>
      </PageHero>

      <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        {backFromCheckout && (
          <div className="mb-12">
            <CheckoutReturn />
          </div>
        )}

        <section aria-label={t('premium.subscribe.tiers')}>
          <div className="grid gap-6 md:grid-cols-2 md:gap-8">
            {tiers.map((tier) => (
              <TierCard key={tier.id} tier={tier} payments={payments} />
            ))}
          </div>

          <div role="note" className="mt-10 flex gap-4 rounded-card border border-gold/40 bg-sand/70 p-5 sm:p-6">
            <Info className="mt-0.5 size-5 shrink-0 text-ember-deep" aria-hidden="true" />
            <p className="leading-relaxed text-ink">{t(payments ? 'premium.subscribe.paymentsNote' : premiumAccessNote)}</p>
          </div>
        </section>

        <PlanList payments={payments} />

        <div className="mt-14 sm:mt-20">
          <RedeemCodeForm />
        </div>
      </div>
    </>
  );
}
