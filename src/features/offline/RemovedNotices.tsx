import { Button } from '../../components/ui/button';
import { useT } from '../../lib/i18n/useT';
import type { RemovedDownload } from '../../lib/offline/downloadLedger';
import { callEngine } from './engine';
import '../../lib/offline/messages';

/**
 * Premium downloads the rules took off the device (the membership ended, or no check for 30 days): each one's title
 * and why, until the member dismisses it.
 */
export function RemovedNotices({ userId, removed }: { userId: string; removed: RemovedDownload[] }) {
  const t = useT();
  return (
    <div className="mt-6 rounded-2xl border border-clay/70 bg-sand/60 px-5 py-4">
      <h3 className="font-sans text-xs font-semibold uppercase tracking-wider text-ink-soft">{t('offline.removed.title')}</h3>
      <ul className="mt-2 divide-y divide-clay/60">
        {removed.map((notice) => (
          <li key={notice.videoId} className="flex items-start gap-4 py-3">
            <div className="min-w-0 flex-1">
              <p className="font-medium text-ink">{notice.title}</p>
              <p className="mt-0.5 text-sm leading-relaxed text-ink-soft">{t(`offline.expired.${notice.reason}`)}</p>
            </div>
            <Button
              variant="ghost"
              size="sm"
              className="shrink-0"
              aria-label={t('offline.dismissOf', { title: notice.title })}
              onClick={() => void callEngine((engine) => engine.dismissRemoved(userId, notice.videoId))}
            >
              {t('offline.dismiss')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
