import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

/**
 * The form's primary action; says what it is doing while the request runs. A form submitted before the app has
 * started is held busy by boot.ts until the app sends it (decision 2426): the button looks pending meanwhile.
 */
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
    <Button type="submit" size="lg" className={cn('w-full in-aria-busy:cursor-progress in-aria-busy:opacity-50', className)} disabled={pending} aria-busy={pending || undefined}>
      {pending && <span className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" />}
      {pending ? pendingLabel : children}
    </Button>
  );
}
