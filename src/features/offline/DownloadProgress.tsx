import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import type { MessageId } from '../../lib/i18n/i18n';
import { useT } from '../../lib/i18n/useT';
import type { DownloadRecord } from '../../lib/offline/downloadLedger';
import { callEngine } from './engine';
import { progressPercent } from './progressPercent';
import '../../lib/offline/messages';

/** A download under way: "Downloading 42%" over a progress bar, and Cancel (which loads the engine). */
export function DownloadProgress({
  userId,
  record,
  onFailure,
  className,
}: {
  userId: string;
  record: DownloadRecord;
  onFailure: (message: MessageId | null) => void;
  className?: string;
}) {
  const t = useT();
  const [cancelling, setCancelling] = useState(false);
  const percent = progressPercent(record);
  const cancel = () => {
    setCancelling(true);
    onFailure(null);
    void callEngine((engine) => engine.cancelDownload(userId, record.video.id)).then((result) => {
      setCancelling(false);
      if (!result.ok) onFailure('offline.error.cancel');
    });
  };
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <div className="w-36 sm:w-44">
        <p className="text-sm font-medium tabular-nums text-ink">{t('offline.downloading', { percent })}</p>
        <div
          role="progressbar"
          aria-label={t('offline.progress', { title: record.video.title })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-clay/70"
        >
          <div className="h-full rounded-full bg-ember transition-[width] duration-500 ease-out" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="text-ink-soft hover:text-ink"
        aria-label={t('offline.cancelOf', { title: record.video.title })}
        disabled={cancelling}
        onClick={cancel}
      >
        {t('offline.cancel')}
      </Button>
    </div>
  );
}
