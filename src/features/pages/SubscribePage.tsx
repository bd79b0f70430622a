import { Info } from 'lucide-react';
import { site } from '../../../shared/site';
import { PageHero } from '../../components/layout/PageHero';
import { useT } from '../../lib/i18n/useT';
import { usePageMeta } from '../../lib/usePageMeta';
import { TierCard } from './subscribe/TierCard';
import { premiumAccessNote, tiers } from './subscribe/tiers';

/** /subscribe (docs/product.md#accounts): the free and premium tiers side by side and what each includes; no payment form. */
export default function SubscribePage() {
  const t = useT();
  usePageMeta(t('pages.subscribe.metaTitle'), t('pages.subscribe.metaDescription', { name: site.name }));
  return (
    <>
      <PageHero eyebrow={t('pages.subscribe.eyebrow')} title={t('pages.subscribe.title')}>
        <p>{t('pages.subscribe.intro', { name: site.name })}</p>
      </PageHero>

      <section aria-label={t('pages.subscribe.tiers')} className="mx-auto max-w-5xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <div className="grid gap-6 md:grid-cols-2 md:gap-8">
          {tiers.map((tier) => (
            <TierCard key={tier.id} tier={tier} />
          ))}
        </div>

        <div role="note" className="mt-10 flex gap-4 rounded-card border border-gold/40 bg-sand/70 p-5 sm:p-6">
          <Info className="mt-0.5 size-5 shrink-0 text-ember-deep" aria-hidden="true" />
          <p className="leading-relaxed text-ink">{t(premiumAccessNote)}</p>
        </div>
      </section>
    </>
  );
}
