import { Search } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { inputClass } from '../../components/ui/text-field';
import { cn } from '../../lib/cn';
import { formatCount, pluralForm } from '../../lib/i18n/format';
import { useLocale, useT } from '../../lib/i18n/useT';
import { NewVideoDialog } from './NewVideoDialog';
import { SectionHeading, StudioLayout, type StudioPageProps } from './StudioLayout';
import { useVideoList } from './useVideoList';
import { PAGE_SIZE } from './videoRequests';
import { VideosTable } from './VideosTable';

function VideoList() {
  const t = useT();
  const locale = useLocale();
  const { query, result, failed, teacherNames, setSearch, sortBy, goToPage } = useVideoList();
  const pages = Math.max(1, Math.ceil((result?.total ?? 0) / PAGE_SIZE));
  return (
    <>
      <SectionHeading title={t('studio.videos.heading')}>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:items-center">
          <div className="relative w-full sm:w-80">
            <Search className="pointer-events-none absolute left-4 top-1/2 size-4 -translate-y-1/2 text-ink-soft" aria-hidden="true" />
            <input
              type="search"
              aria-label={t('studio.videos.search')}
              placeholder={t('studio.videos.search')}
              value={query.search}
              onChange={(event) => setSearch(event.target.value)}
              className={cn(inputClass, 'pl-10')}
            />
          </div>
          <NewVideoDialog />
        </div>
      </SectionHeading>
      <p role="status" className="mt-4 text-sm text-ink-soft">
        {failed ? t('studio.loadFailed') : result ? t('studio.videos.count', { form: pluralForm(result.total, locale), shown: formatCount(result.total, locale) }) : t('studio.loading')}
      </p>
      {result && result.rows.length > 0 && (
        <div className="mt-4 rounded-2xl border border-clay/70 bg-white/60 px-1 sm:px-2">
          <VideosTable rows={result.rows} query={query} teacherNames={teacherNames} onSort={sortBy} />
        </div>
      )}
      {result && pages > 1 && (
        <nav aria-label={t('studio.videos.pages')} className="mt-6 flex items-center justify-between gap-3">
          <Button variant="outline" size="sm" disabled={query.page === 0} onClick={() => goToPage(query.page - 1)}>
            {t('studio.videos.previous')}
          </Button>
          <p className="text-sm text-ink-soft">{t('studio.videos.pageOf', { page: query.page + 1, pages })}</p>
          <Button variant="outline" size="sm" disabled={query.page + 1 >= pages} onClick={() => goToPage(query.page + 1)}>
            {t('studio.videos.next')}
          </Button>
        </nav>
      )}
    </>
  );
}

/** /studio: every video, and New video, searchable by title or teacher, sortable by each column, 50 to a page. */
export default function StudioVideosPage({ notFound }: StudioPageProps) {
  const t = useT();
  return (
    <StudioLayout notFound={notFound} title={t('studio.nav.videos')}>
      <VideoList />
    </StudioLayout>
  );
}
