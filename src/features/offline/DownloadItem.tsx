import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routes';
import { Button } from '../../components/ui/button';
import { formatBytes, formatLongDate } from '../../lib/i18n/format';
import type { MessageId } from '../../lib/i18n/i18n';
import { useLocale, useT } from '../../lib/i18n/useT';
import type { DownloadRecord } from '../../lib/offline/downloadLedger';
import { offlineFolder } from '../../lib/offline/offlinePaths';
import { DownloadProgress } from './DownloadProgress';
import { callEngine } from './engine';
import { QUALITY_LABELS } from './qualityLabels';
import '../../lib/offline/messages';

/** The poster as the download stored it (the service worker answers it offline); a calm tile until it is stored. */
function OfflinePoster({ src }: { src: string }) {
  const [missing, setMissing] = useState(false);
  const tile = 'aspect-video w-full rounded-xl bg-sand ring-1 ring-ink/5';
  return missing ? <div className={tile} /> : <img src={src} alt="" loading="lazy" decoding="async" onError={() => setMissing(true)} className={`${tile} object-cover`} />;
}

/**
 * One download in the library: its poster, title (to its watch page), quality, size and day; Remove, or while it
 * is under way its progress and Cancel.
 */
export function DownloadItem({ userId, record }: { userId: string; record: DownloadRecord }) {
  const t = useT();
  const locale = useLocale();
  const [removing, setRemoving] = useState(false);
  const [failure, setFailure] = useState<MessageId | null>(null);
  const { video } = record;
  const complete = record.state === 'complete';
  const day = complete ? (record.completedAt ?? record.startedAt) : null;
  const remove = () => {
    setRemoving(true);
    setFailure(null);
    void callEngine((engine) => engine.removeDownload(userId, video.id)).then((result) => {
      setRemoving(false);
      if (!result.ok) setFailure('offline.error.remove');
    });
  };

  return (
    // Two columns on a phone, the action under the words; three from sm, the action at the end of the row.
    <li className="grid grid-cols-[6.5rem_1fr] items-start gap-x-4 gap-y-3 py-5 sm:grid-cols-[10rem_1fr_auto] sm:items-center sm:gap-x-6">
      <OfflinePoster src={`${offlineFolder(userId, video.id)}poster`} />
      <div className="min-w-0">
        <Link
          to={paths.video(video.id)}
          className="font-display text-lg leading-snug text-ink decoration-ember/40 underline-offset-4 hover:underline sm:text-xl"
        >
          {video.title}
        </Link>
        <p className="mt-1 text-sm text-ink-soft">
          {t(QUALITY_LABELS[record.quality])}
          <span aria-hidden="true"> · </span>
          <span className="tabular-nums">{formatBytes(complete ? record.bytes : record.estimatedBytes, locale)}</span>
        </p>
        {day && (
          <p className="mt-0.5 text-sm text-ink-soft">
            <time dateTime={day}>{t('offline.downloadedOn', { day: formatLongDate(day, locale) })}</time>
          </p>
        )}
        {failure && (
          <p role="alert" className="mt-2 text-sm text-ink">
            {t(failure)}
          </p>
        )}
      </div>
      <div className="col-start-2 sm:col-start-3 sm:row-start-1">
        {complete ? (
          <Button
            variant="outline"
            size="sm"
            aria-label={t('offline.removeOf', { title: video.title })}
            disabled={removing}
            aria-busy={removing || undefined}
            onClick={remove}
          >
            {t('offline.remove')}
          </Button>
        ) : (
          <DownloadProgress userId={userId} record={record} onFailure={setFailure} />
        )}
      </div>
    </li>
  );
}
