import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';

/** A quiet text link onward ("Browse all", "See all videos"), its arrow nudging right on hover. */
export function ArrowLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  return (
    <Link to={to} className={cn('group inline-flex items-center gap-2 text-sm font-medium text-ember-deep hover:text-ink', className)}>
      {children}
      <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
    </Link>
  );
}
