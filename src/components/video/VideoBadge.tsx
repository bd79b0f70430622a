import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n/useT';

/** The 'Premium' or 'Free' label every video carries. */
export function VideoBadge({ isPremium, className }: { isPremium: boolean; className?: string }) {
  const t = useT();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-pill px-2.5 py-1 text-[0.7rem] font-semibold uppercase tracking-[0.12em] shadow-soft',
        isPremium ? 'bg-gold text-dusk' : 'bg-ivory/95 text-ink',
        className,
      )}
    >
      {isPremium ? t('video.premium') : t('video.free')}
    </span>
  );
}
