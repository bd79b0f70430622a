import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** Eyebrow, title and a short introduction: how every home section opens. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = 'start',
  tone = 'light',
}: {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  eyebrow: string;
  title: ReactNode;
  children?: ReactNode;
  align?: 'start' | 'center';
  tone?: 'light' | 'dark';
}) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      <p
        className={cn(
          'text-xs font-semibold uppercase tracking-[0.22em]',
          tone === 'light' ? 'text-ember-deep' : 'text-clay',
        )}
      >
        {eyebrow}
      </p>
      <h2 id={id} className={cn('mt-3 text-title', tone === 'light' ? 'text-ink' : 'text-white')}>
        {title}
      </h2>
      {children && (
        <p className={cn('mt-4 text-lg leading-relaxed', tone === 'light' ? 'text-ink-soft' : 'text-ivory/80')}>
          {children}
        </p>
      )}
    </div>
  );
}
