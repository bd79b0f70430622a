import { useId, type ReactNode } from 'react';

/** A region named by its own heading (the dialog's result groups are h3 under the dialog's title; the page's are h2). */
export function Section({
  title,
  heading: Heading = 'h2',
  headingClassName,
  children,
}: {
  title: string;
  heading?: 'h2' | 'h3';
  headingClassName: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId} className={headingClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
