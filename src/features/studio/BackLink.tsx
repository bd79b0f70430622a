import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Back to a studio list, above an item's form. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="mb-6 inline-flex items-center gap-2 text-sm font-medium text-ember-deep hover:text-ink">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}
