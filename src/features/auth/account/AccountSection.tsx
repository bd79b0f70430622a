import type { ReactNode } from 'react';

/** One titled section of the account page, set apart from the one before by a hairline. */
export function AccountSection({ id, title, description, children }: { id: string; title: string; description: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="border-t border-clay/70 pt-6">
      <h2 id={`${id}-title`} className="font-display text-xl">
        {title}
      </h2>
      <p className="mt-1 text-sm leading-relaxed text-ink-soft">{description}</p>
      <div className="mt-4">{children}</div>
    </section>
  );
}
