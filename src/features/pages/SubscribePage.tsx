import { Info } from 'lucide-react';
import { PageHero } from '../../components/layout/PageHero';
import { site } from '../../../shared/site';
import { usePageMeta } from '../../lib/usePageMeta';
import { TierCard } from './subscribe/TierCard';
import { premiumAccessNote, tiers } from './subscribe/tiers';

/** /subscribe (docs/product.md#accounts): the free and premium tiers side by side and what each includes; no payment form. */
export default function SubscribePage() {
  usePageMeta(
    'Subscribe',
    `Free and premium membership of ${site.name}: what each includes, and how premium access will arrive.`,
  );
  return (
    <>
      <PageHero eyebrow="Membership" title="Practise freely. Go deeper when you are ready.">
        <p>
          Much of {site.name} is free, and always will be. Premium opens the complete collection of every teacher's
          series, longer practices and deep-rest sessions.
        </p>
      </PageHero>

      <section aria-label="Membership tiers" className="mx-auto max-w-5xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <div className="grid gap-6 md:grid-cols-2 md:gap-8">
          {tiers.map((tier) => (
            <TierCard key={tier.id} tier={tier} />
          ))}
        </div>

        <div role="note" className="mt-10 flex gap-4 rounded-card border border-gold/40 bg-sand/70 p-5 sm:p-6">
          <Info className="mt-0.5 size-5 shrink-0 text-ember-deep" aria-hidden="true" />
          <p className="leading-relaxed text-ink">{premiumAccessNote}</p>
        </div>
      </section>
    </>
  );
}
