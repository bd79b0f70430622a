import { cn } from '../../lib/cn';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <div role="status" className={cn('grid place-items-center', className)}>
      <span className="size-8 animate-spin rounded-full border-2 border-clay border-t-ember" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
