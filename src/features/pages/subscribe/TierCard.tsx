import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n/useT';
import type { Tier } from './tiers';

/**
 * One tier: name, price, what it includes and where to go next. Premium is drawn dark and warm; with payments on,
 * its price points to the plans below.
 */
export function TierCard({ tier, payments }: { tier: Tier; payments: boolean }) {
  const premium = tier.id === 'premium';
  const t = useT();
  const headingId = `tier-${tier.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'relative flex flex-col overflow-hidden rounded-[1.75rem] p-7 sm:p-9',
        premium ? 'bg-dusk text-ivory shadow-lift' : 'border border-ink/10 bg-white text-ink shadow-soft',
      )}
    >
      {premium && (
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgb(184_138_62/0.35),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgb(184_100_58/0.25),transparent_50%)]"
        />
      )}
      <div className="relative flex items-center justify-between gap-3">
        <h2 id={headingId} className={cn('text-3xl', premium ? 'text-white' : 'text-ink')}>
          {t(tier.name)}
        </h2>
        <span
          className={cn(
            'rounded-pill px-3 py-1 text-[0.7rem] font-semibold uppercase tracking-[0.14em]',
            premium ? 'bg-gold text-dusk' : 'bg-sand text-ink',
          )}
        >
          {premium ? t('video.premium') : t('video.free')}
        </span>
      </div>
      <p className="relative mt-5 flex items-baseline gap-2">
        <span className={cn('font-display', premium ? 'text-3xl text-white' : 'text-5xl text-ink')}>{t(payments && tier.livePrice ? tier.livePrice : tier.price)}</span>
        {tier.priceNote && <span className="text-ink-soft">{t(tier.priceNote)}</span>}
      </p>
      <p className={cn('relative mt-3 leading-relaxed', premium ? 'text-ivory/80' : 'text-ink-soft')}>{t(tier.summary)}</p>
      <h3 className={cn('relative mt-8 font-sans text-sm font-semibold', premium ? 'text-clay' : 'text-ink')}>
        {t('premium.subscribe.included')}
      </h3>
      <ul role="list" className="relative mt-4 flex-1 space-y-3">
        {tier.includes.map((item) => (
          <li key={item} className="flex gap-3">
            <span
              className={cn(
                'mt-0.5 grid size-5 shrink-0 place-items-center rounded-full',
                premium ? 'bg-gold/25 text-gold' : 'bg-sage/15 text-sage',
              )}
            >
              <Check className="size-3.5" strokeWidth={2.5} aria-hidden="true" />
            </span>
            <span className={premium ? 'text-ivory/90' : 'text-ink'}>{t(item)}</span>
          </li>
        ))}
      </ul>
      <Link
        to={tier.action.to}
        className={cn(buttonVariants({ variant: premium ? 'light' : 'primary', size: 'lg' }), 'relative mt-9 w-full')}
      >
        {t(tier.action.label)}
      </Link>
    </article>
  );
}
