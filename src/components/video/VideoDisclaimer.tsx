import { Info } from 'lucide-react';
import { cn } from '../../lib/cn';

export const DISCLAIMER_TEXT =
  'This content is hosted by a third-party provider and subject to their terms of service. We are not responsible for the content of this video.';

/** The yellow third-party disclaimer shown with every video (docs/product.md#player, word for word). */
export function VideoDisclaimer({ className }: { className?: string }) {
  return (
    <p
      className={cn(
        'flex gap-2.5 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm leading-relaxed text-amber-900',
        className,
      )}
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{DISCLAIMER_TEXT}</span>
    </p>
  );
}
