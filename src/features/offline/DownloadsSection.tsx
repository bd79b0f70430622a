import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n/useT';
import { useDownloads } from '../../lib/offline/downloadLedger';
import { DownloadItem } from './DownloadItem';
import { RemovedNotices } from './RemovedNotices';
import { SpaceLine } from './SpaceLine';
import '../../lib/offline/messages';

/**
 * The library's Downloads, first of its sections: rendered from the device's ledger as it is, so it shows offline
 * and whatever the account's other sections do. `userId` null: the session is not known yet (and in the
 * prerendered page), the empty state keeps its place unseen. Decision 2672.
 */
export function DownloadsSection({ userId }: { userId: string | null }) {
  const t = useT();
  const { downloads, removed } = useDownloads(userId);
  const newestFirst = [...downloads].sort((a, b) => b.startedAt.localeCompare(a.startedAt));
  return (
    <section aria-labelledby="library-downloads" className="border-t border-ink/5 py-10 first:border-t-0 first:pt-0 sm:py-14">
      <h2 id="library-downloads" className="font-display text-2xl text-ink sm:text-3xl">
        {t('offline.downloads')}
      </h2>
      <p className="mt-2 text-ink-soft">{t('offline.downloads.intro')}</p>
      {userId && removed.length > 0 && <RemovedNotices userId={userId} removed={removed} />}
      {userId && downloads.length > 0 ? (
        <>
          <ul className="mt-4 divide-y divide-ink/5">
            {newestFirst.map((record) => (
              <DownloadItem key={record.video.id} userId={userId} record={record} />
            ))}
          </ul>
          <SpaceLine downloads={downloads.map((record) => `${record.video.id}:${record.state}`).join()} />
        </>
      ) : (
        <div className="mt-5 rounded-2xl border border-dashed border-clay/80 bg-sand/40 px-5 py-8 text-center sm:py-10">
          <p className={cn('mx-auto max-w-md leading-relaxed text-ink-soft', !userId && 'invisible')} aria-hidden={!userId || undefined}>
            {t('offline.downloads.empty')}
          </p>
        </div>
      )}
    </section>
  );
}
