import { Search } from 'lucide-react';
import { Suspense, useDeferredValue, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { useT } from '../../lib/i18n/useT';
import { resultCount } from './resultCount';
import { TeacherLink, VideoLink } from './ResultLinks';
import { searchResults } from './searchIndex';
import { searchPath } from './searchPath';
import { Section } from './Section';
import { useSearchIndex } from './useSearchIndex';

/** At most this many of each kind in the dialog; the results page has them all. */
const DIALOG_LIMIT = { videos: 6, teachers: 4 };

const groupHeadingClass = 'px-2 pb-1 text-xs font-semibold uppercase tracking-[0.14em] text-ink-soft';

/** One kind of result (videos, teachers) under its heading, each drawn by `children`; nothing when there are none. */
function ResultGroup<T extends { id: string }>({
  label,
  items,
  children,
}: {
  label: string;
  items: readonly T[];
  children: (item: T) => ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <Section title={label} heading="h3" headingClassName={groupHeadingClass}>
      <ul role="list">
        {items.map((item) => (
          <li key={item.id}>{children(item)}</li>
        ))}
      </ul>
    </Section>
  );
}

/** Arrow keys move between the search box and the result links (Tab works too). */
function moveFocus(event: KeyboardEvent<HTMLElement>, input: HTMLInputElement | null) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const stops = [input, ...event.currentTarget.querySelectorAll<HTMLElement>('[data-results] a')].filter((el) => el !== null);
  const current = stops.indexOf(document.activeElement as HTMLElement);
  if (current === -1) return;
  event.preventDefault();
  const next = event.key === 'ArrowDown' ? Math.min(current + 1, stops.length - 1) : Math.max(current - 1, 0);
  stops[next]?.focus();
}

/** The results of a query, from the active language's index (loaded when the dialog first opens). */
function PanelResults({ query: trimmed, statusId }: { query: string; statusId: string }) {
  const t = useT();
  const results = searchResults(trimmed, useSearchIndex());
  const videos = results.videos.slice(0, DIALOG_LIMIT.videos);
  const teachers = results.teachers.slice(0, DIALOG_LIMIT.teachers);
  const hasMore = videos.length < results.videos.length || teachers.length < results.teachers.length;
  return (
    <>
  <p id={statusId} role="status" className={trimmed ? 'sr-only' : 'px-2 pt-3 text-sm text-ink-soft'}>
    {trimmed ? resultCount(t, results.videos.length, results.teachers.length) : ''}
  </p>
  {trimmed && (
    <div data-results="" className="mt-3 max-h-[min(60vh,32rem)] space-y-4 overflow-y-auto pb-1">
      {videos.length + teachers.length === 0 && <p className="px-2 py-6 text-center text-ink-soft">{t('search.noResultsFor', { query: trimmed })}</p>}
      <ResultGroup label={t('search.videos')} items={videos}>
        {(video) => <VideoLink video={video} />}
      </ResultGroup>
      <ResultGroup label={t('search.teachers')} items={teachers}>
        {(teacher) => <TeacherLink teacher={teacher} />}
      </ResultGroup>
      {hasMore && (
        <Link to={searchPath(trimmed)} className="block rounded-2xl px-2 py-2.5 text-center text-sm font-medium text-ember-deep underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ember">
          {t('search.seeAll', { query: trimmed })}
        </Link>
      )}
    </div>
  )}
    </>
  );
}

function SearchPanel() {
  const t = useT();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const statusId = useId();
  const trimmed = deferredQuery.trim();

  return (
    <div onKeyDown={(event) => moveFocus(event, input.current)}>
      <form
        role="search"
        className="relative"
        onSubmit={(event) => {
          event.preventDefault();
          if (query.trim()) void navigate(searchPath(query));
        }}
      >
        <Search className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-ink-soft" aria-hidden="true" />
        <input
          ref={input}
          type="search"
          name="q"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-label={t('search.inputLabel')}
          aria-describedby={statusId}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          className="h-12 w-full rounded-pill border border-ink/15 bg-white pl-12 pr-4 text-base text-ink shadow-soft outline-none placeholder:text-ink-soft/80 focus-visible:border-ember focus-visible:ring-2 focus-visible:ring-ember/40"
        />
      </form>
      <Suspense fallback={<Spinner className="py-6" />}>
        <PanelResults query={trimmed} statusId={statusId} />
      </Suspense>
    </div>
  );
}

/** The header's search: results as the visitor types, each a link; Enter opens /search?q=… */
export default function SearchDialog({
  open,
  onOpenChange,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Radix returns focus only to a Dialog.Trigger; the header's buttons are not one. */
  returnFocus: () => void;
}) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
        className="top-3! max-h-[calc(100dvh-1.5rem)] max-w-xl translate-y-0! p-4 sm:top-[10vh]! sm:p-6"
      >
        <DialogTitle className="pr-10 text-xl sm:text-2xl">{t('nav.search')}</DialogTitle>
        <DialogDescription className="mb-4 mt-1 text-sm">{t('search.dialogDescription')}</DialogDescription>
        <SearchPanel />
      </DialogContent>
    </Dialog>
  );
}
