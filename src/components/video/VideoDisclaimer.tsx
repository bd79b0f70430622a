import { Info } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n/useT';

/** The yellow third-party disclaimer shown with every video (docs/product.md#player, word for word). */
export function VideoDisclaimer({ className }: { className?: string }) {
  const t = useT();
  return (
    <p
      className={cn(
        'flex gap-2.5 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm leading-relaxed text-amber-900',
        className,
      )}
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{t('video.disclaimer')}</span>
    </p>
  );
}
