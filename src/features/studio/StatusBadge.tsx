import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n/useT';
import { statusLabels, videoStatus } from './videoStatus';

const tones = {
  draft: 'border-ink/20 text-ink-soft',
  scheduled: 'border-ember/40 text-ember-deep',
  published: 'border-sage/50 bg-sage/10 text-ink',
} as const;

/** Draft, Scheduled or Published, as a quiet pill. */
export function StatusBadge({ publishedAt }: { publishedAt: string | null }) {
  const t = useT();
  const status = videoStatus(publishedAt);
  return <span className={cn('inline-flex rounded-pill border px-2.5 py-0.5 text-xs font-medium', tones[status])}>{t(statusLabels[status])}</span>;
}
