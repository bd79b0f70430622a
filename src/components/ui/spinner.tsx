import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n/useT';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const t = useT();
  return (
    <div role="status" className={cn('grid place-items-center', className)}>
      <span className="size-8 animate-spin rounded-full border-2 border-clay border-t-ember" aria-hidden="true" />
      <span className="sr-only">{label ?? t('ui.loading')}</span>
    </div>
  );
}
