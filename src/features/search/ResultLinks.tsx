import { Link } from 'react-router';
import { paths } from '../../../shared/routes';
import { ResponsivePicture } from '../../components/video/ResponsivePicture';
import type { Teacher, Video } from '../../content/types';

const resultLinkClass =
  'flex items-center gap-3 rounded-2xl p-2 text-left outline-none transition-colors hover:bg-sand focus-visible:bg-sand focus-visible:ring-2 focus-visible:ring-ember';

/** A matching teacher: portrait, name and title, linking to the teacher's page. */
export function TeacherLink({ teacher }: { teacher: Teacher }) {
  return (
    <Link to={paths.teacher(teacher.id)} className={resultLinkClass}>
      <ResponsivePicture url={teacher.image} alt="" sizes="3rem" imgClassName="size-12 shrink-0 rounded-full bg-clay/50 object-cover" />
      <span className="min-w-0">
        <span className="block truncate font-medium text-ink">{teacher.name}</span>
        <span className="block truncate text-sm text-ink-soft">{teacher.title}</span>
      </span>
    </Link>
  );
}

/** A matching video in the dialog: thumbnail, title, teacher and length, linking to its watch page. */
export function VideoLink({ video }: { video: Video }) {
  return (
    <Link to={paths.video(video.id)} className={resultLinkClass}>
      <ResponsivePicture url={video.thumbnail} alt="" sizes="5rem" imgClassName="aspect-video w-20 shrink-0 rounded-lg bg-clay/50 object-cover" />
      <span className="min-w-0">
        <span className="block truncate font-medium text-ink">{video.title}</span>
        <span className="block truncate text-sm text-ink-soft">
          {video.instructor} · {video.duration}
        </span>
      </span>
    </Link>
  );
}
