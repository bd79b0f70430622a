import { ArrowDown, ArrowUp } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routes';
import type { MessageId } from '../../lib/i18n/i18n';
import { useT } from '../../lib/i18n/useT';
import { StatusBadge } from './StatusBadge';
import { usePathTitles } from './usePathTitles';
import type { VideoListState } from './useVideoList';
import type { SortColumn, VideoListRow } from './videoRequests';

/** Each column: its heading, the column it sorts by, and from which width it shows (title and status always do). */
const columns: { sort: SortColumn; label: MessageId; className: string }[] = [
  { sort: 'title', label: 'studio.videos.title', className: '' },
  { sort: 'teacher_id', label: 'studio.videos.teacher', className: 'hidden md:table-cell' },
  { sort: 'category', label: 'studio.videos.path', className: 'hidden lg:table-cell' },
  { sort: 'is_premium', label: 'studio.videos.access', className: 'hidden sm:table-cell' },
  { sort: 'published_at', label: 'studio.videos.status', className: '' },
];

function SortHeader({ column, query, onSort }: { column: (typeof columns)[number]; query: VideoListState; onSort: (sort: SortColumn) => void }) {
  const t = useT();
  const active = query.sort === column.sort;
  const Arrow = query.ascending ? ArrowUp : ArrowDown;
  return (
    <th scope="col" aria-sort={active ? (query.ascending ? 'ascending' : 'descending') : undefined} className={`px-3 py-3 text-left font-medium ${column.className}`}>
      <button type="button" onClick={() => onSort(column.sort)} className="inline-flex items-center gap-1 rounded-md hover:text-ink">
        {t(column.label)}
        {active && <Arrow className="size-3.5" aria-hidden="true" />}
      </button>
    </th>
  );
}

/** One page of the videos: the title links to its editor; teacher, path and access show on wider screens. */
export function VideosTable({ rows, query, teacherNames, onSort }: {
  rows: VideoListRow[];
  query: VideoListState;
  teacherNames: Map<string, string>;
  onSort: (sort: SortColumn) => void;
}) {
  const t = useT();
  const pathTitles = usePathTitles();
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{t('studio.videos.caption')}</caption>
      <thead className="border-b border-clay/70 text-ink-soft">
        <tr>
          {columns.map((column) => (
            <SortHeader key={column.sort} column={column} query={query} onSort={onSort} />
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((video) => {
          const teacher = video.teacher_id ? (teacherNames.get(video.teacher_id) ?? video.teacher_id) : '—';
          return (
            <tr key={video.id} className="border-b border-clay/40 align-top">
              <td className="px-3 py-3">
                <Link to={paths.studioVideo(video.id)} className="font-medium text-ink underline-offset-4 hover:underline">
                  {video.title}
                </Link>
                <p className="mt-0.5 text-ink-soft md:hidden">{teacher}</p>
              </td>
              <td className="hidden px-3 py-3 text-ink-soft md:table-cell">{teacher}</td>
              <td className="hidden px-3 py-3 text-ink-soft lg:table-cell">{video.category ? pathTitles.get(video.category) : t('studio.videos.noPath')}</td>
              <td className="hidden px-3 py-3 text-ink-soft sm:table-cell">{video.is_premium ? t('studio.videos.premium') : t('studio.videos.free')}</td>
              <td className="px-3 py-3">
                <StatusBadge publishedAt={video.published_at} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
