import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n/useT';

/** Concentric rings, like a drop on still water: the atmosphere of the auth pages, drawn in CSS colour. */
function Ripples({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 400 400" fill="none" stroke="currentColor" aria-hidden="true" className={className}>
      {[36, 72, 108, 144, 180, 198].map((r) => (
        <circle key={r} cx="200" cy="200" r={r} strokeWidth="0.8" />
      ))}
    </svg>
  );
}

/**
 * The split frame of /login, /signup and /profile: an atmospheric dark panel beside the content
 * card on desktop, stacked on phones. The dark ground keeps the transparent header readable.
 */
export function AuthLayout({
  eyebrow,
  title,
  intro,
  alignTop = false,
  children,
}: {
  eyebrow: string;
  title: ReactNode;
  intro: ReactNode;
  /** A long card (the account page) starts at the top, its intro staying in view beside it on desktop. */
  alignTop?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <section className="relative isolate min-h-svh overflow-hidden bg-dusk bg-[radial-gradient(ellipse_at_top_right,rgb(184_100_58/0.32),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgb(111_127_100/0.28),transparent_55%)] text-ivory">
      <Ripples className="pointer-events-none absolute -left-48 top-24 -z-10 size-[44rem] text-clay/10 lg:-left-24 lg:top-1/2 lg:-translate-y-1/2" />
      <div
        className={cn(
          'mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-8 px-4 pb-14 pt-[calc(var(--spacing-header)+2rem)] sm:px-6 lg:min-h-[52rem] lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:gap-20 lg:px-8 lg:pb-24 lg:pt-[calc(var(--spacing-header)+3rem)]',
          alignTop ? 'lg:items-start' : 'lg:items-center',
        )}
      >
        <div className={cn('max-w-xl', alignTop && 'lg:sticky lg:top-[calc(var(--spacing-header)+3rem)]')}>
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-clay">{eyebrow}</p>
          {/* Two lines kept: the display face swaps in after the first paint and can wrap the title (CLS 0.03 on a
              390 px phone), and the profile's title changes when the member's name is known. */}
          <h1 className="mt-3 min-h-[2lh] text-title text-white">{title}</h1>
          <p className="mt-4 text-lg leading-relaxed text-ivory/80">{intro}</p>
          <figure className="mt-12 hidden max-w-md border-l border-clay/30 pl-6 lg:block">
            <blockquote className="font-display text-xl italic leading-relaxed text-ivory/90">
              {t('auth.layout.quote')}
            </blockquote>
            <figcaption className="mt-3 text-sm text-ivory/70">{t('auth.layout.quoteSource')}</figcaption>
          </figure>
        </div>
        <div className="rounded-card bg-ivory p-6 text-ink shadow-lift sm:p-8">{children}</div>
      </div>
    </section>
  );
}
