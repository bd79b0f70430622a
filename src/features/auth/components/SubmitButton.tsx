import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

/** The form's primary action; says what it is doing while the request runs. */
export function SubmitButton({
  pending,
  pendingLabel,
  className,
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" size="lg" className={cn('w-full', className)} disabled={pending} aria-busy={pending || undefined}>
      {pending && <span className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" />}
      {pending ? pendingLabel : children}
    </Button>
  );
}
