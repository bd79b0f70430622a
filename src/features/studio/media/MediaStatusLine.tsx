import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/useT';
import type { MediaJob } from './mediaRequests';
import type { MediaStatus } from './publishRule';

/** Processing (and the step the worker is on), Ready, or Failed with its reason and Retry. */
export function MediaStatusLine({ status, job, retrying, onRetry }: { status: MediaStatus; job: MediaJob | null; retrying: boolean; onRetry: () => void }) {
  const t = useT();
  if (status === 'none') return <p className="text-sm text-ink-soft">{t('studio.media.none')}</p>;
  if (status === 'ready') {
    return (
      <p role="status" className="inline-flex items-center gap-2 text-sm font-medium text-ink">
        <span className="size-2.5 rounded-full bg-sage" aria-hidden="true" />
        {t('studio.media.ready')}
      </p>
    );
  }
  if (status === 'failed') {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-ember-deep">
        <p>{t('studio.media.failed', { reason: job?.error || t('studio.media.failedUnknown') })}</p>
        <Button variant="outline" size="sm" disabled={retrying} onClick={onRetry}>
          {t('studio.media.retry')}
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-ink">
      <span className="size-4 animate-spin rounded-full border-2 border-clay border-t-ember motion-reduce:animate-none" aria-hidden="true" />
      <span className="font-medium">{t('studio.media.processing')}</span>
      <span className="text-ink-soft">{job?.step || t('studio.media.queued')}</span>
    </p>
  );
}
