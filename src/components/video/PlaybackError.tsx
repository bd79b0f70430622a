import { AlertCircle, RotateCcw } from 'lucide-react';
import { useT } from '../../lib/i18n/useT';

/** Over the picture when the media failed to load: the reason and "Try again". */
export function PlaybackError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="absolute inset-0 grid place-items-center bg-dusk/90 p-6 text-center">
      <div className="flex max-w-sm flex-col items-center gap-3">
        <AlertCircle className="size-8 text-clay" aria-hidden="true" />
        <p className="text-sm leading-relaxed text-ivory/90 sm:text-base">{message}</p>
        <button
          type="button"
          onClick={onRetry}
          className="inline-flex items-center gap-2 rounded-pill border border-white/40 px-4 py-2 text-sm font-medium hover:bg-white/10"
        >
          <RotateCcw className="size-4" aria-hidden="true" />
          {t('player.tryAgain')}
        </button>
      </div>
    </div>
  );
}
