import { Search } from 'lucide-react';
import { Suspense } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../shared/routes';
import { PageHero } from '../../components/layout/PageHero';
import { buttonVariants } from '../../components/ui/button';
import { VideoGrid } from '../../components/video/VideoGrid';
import { pathCategories } from '../../content/categories';
import type { Teacher, Video } from '../../content/types';
import { useLocalize, useT } from '../../lib/i18n/useT';
import { useAppStarted } from '../../lib/useAppStarted';
import { usePageMeta } from '../../lib/usePageMeta';
import { resultCount } from './resultCount';
import { TeacherLink } from './ResultLinks';
import { searchResults } from './searchIndex';
import { searchPath } from './searchPath';
import { Section } from './Section';
import { useSearchIndex } from './useSearchIndex';

const sectionHeadingClass = 'mb-5 font-display text-2xl text-ink sm:text-3xl';

function SearchForm({ query, onSearch }: { query: string; onSearch: (query: string) => void }) {
  const t = useT();
  return (
    <form
      role="search"
      className="mt-6 flex max-w-xl gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(String(new FormData(event.currentTarget).get('q') ?? ''));
      }}
    >
      <input
        // A new query in the URL (the dialog, Back) resets the box to it.
        key={query}
        type="search"
        name="q"
        defaultValue={query}
        aria-label={t('search.inputLabel')}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        className="h-12 min-w-0 flex-1 rounded-pill border border-white/25 bg-white/10 px-5 text-base text-white outline-none placeholder:text-ivory/70 focus-visible:border-ivory focus-visible:ring-2 focus-visible:ring-ivory/50"
      />
      <button type="submit" className={buttonVariants({ variant: 'light', size: 'icon' })} aria-label={t('nav.search')}>
        <Search aria-hidden="true" />
      </button>
    </form>
  );
}

function NoResults() {
  const t = useT();
  const localize = useLocalize();
  return (
    <Section title={t('search.suggestionsHeading')} headingClassName={sectionHeadingClass}>
      <ul role="list" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {pathCategories.map(localize.category).map((path) => (
          <li key={path.id}>
            <Link
              to={path.path}
              className="block h-full rounded-card bg-sand/70 p-5 ring-1 ring-ink/5 transition-shadow hover:shadow-soft focus-visible:outline-2 focus-visible:outline-ember"
            >
              <span className="block font-display text-lg text-ink">{path.title}</span>
              <span className="mt-1 block text-sm leading-relaxed text-ink-soft">{path.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The page for a query: its results, found in the active language's index (loaded on the first search). */
function Results({ query, onSearch }: { query: string; onSearch: (query: string) => void }) {
  const { videos, teachers } = searchResults(query, useSearchIndex());
  return <ResultsView query={query} videos={videos} teachers={teachers} onSearch={onSearch} />;
}

function ResultsView({ query, videos, teachers, onSearch }: {
  query: string;
  videos: Video[];
  teachers: Teacher[];
  onSearch: (query: string) => void;
}) {
  const t = useT();
  const found = videos.length + teachers.length > 0;
  const title = !query ? t('nav.search') : found ? t('search.resultsFor', { query }) : t('search.noResultsFor', { query });

  usePageMeta(title, t('search.pageDescription'));

  return (
    <>
      <PageHero eyebrow={query ? t('nav.search') : undefined} title={title}>
        <p aria-live="polite">{!query ? t('search.emptyQueryIntro') : found ? resultCount(t, videos.length, teachers.length) : t('search.noResultsHint')}</p>
        <SearchForm query={query} onSearch={onSearch} />
      </PageHero>
      {query && (
        <div className="mx-auto max-w-7xl space-y-12 px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          {videos.length > 0 && (
            <Section title={t('search.videos')} headingClassName={sectionHeadingClass}>
              <VideoGrid videos={videos} priorityCount={2} />
            </Section>
          )}
          {teachers.length > 0 && (
            <Section title={t('search.teachers')} headingClassName={sectionHeadingClass}>
              <ul role="list" className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
                {teachers.map((teacher) => (
                  <li key={teacher.id}>
                    <TeacherLink teacher={teacher} />
                  </li>
                ))}
              </ul>
            </Section>
          )}
          {!found && <NoResults />}
        </div>
      )}
    </>
  );
}

/**
 * /search?q=…: rendered without a query; the query is read once the page runs in the browser, and the index is
 * loaded then (the page without a query never loads it).
 */
export default function SearchPage() {
  const started = useAppStarted();
  const { search } = useLocation();
  const navigate = useNavigate();
  const query = started ? (new URLSearchParams(search).get('q') ?? '').trim() : '';
  const onSearch = (next: string) => void navigate(next.trim() ? searchPath(next) : paths.search);
  const empty = <ResultsView query="" videos={[]} teachers={[]} onSearch={onSearch} />;
  if (!query) return empty;
  return (
    <Suspense fallback={empty}>
      <Results query={query} onSearch={onSearch} />
    </Suspense>
  );
}
