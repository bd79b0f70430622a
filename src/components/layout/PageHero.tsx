import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** The warm dark band that opens every inner page, under the transparent header. `media` (a portrait, say) sits beside the text. */
export function PageHero({
  eyebrow,
  title,
  children,
  media,
  className,
}: {
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
  media?: ReactNode;
  className?: string;
}) {
  const text = (
    <>
      {eyebrow && <p className="text-xs font-semibold uppercase tracking-[0.2em] text-clay">{eyebrow}</p>}
      <h1 className="mt-3 max-w-3xl text-title text-white">{title}</h1>
      {children && <div className="mt-4 max-w-2xl text-lg leading-relaxed text-ivory/80">{children}</div>}
    </>
  );
  return (
    <section
      className={cn(
        'relative overflow-hidden bg-dusk bg-[radial-gradient(ellipse_at_top_right,rgb(184_100_58/0.35),transparent_60%),radial-gradient(ellipse_at_bottom_left,rgb(111_127_100/0.3),transparent_55%)] pb-14 pt-[calc(var(--spacing-header)+3rem)] text-ivory sm:pb-20',
        className,
      )}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {media ? (
          <div className="flex flex-col gap-8 sm:flex-row sm:items-center sm:gap-12">
            {media}
            <div className="min-w-0">{text}</div>
          </div>
        ) : (
          text
        )}
      </div>
    </section>
  );
}
