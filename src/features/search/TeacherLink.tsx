import { Link } from 'react-router';
import { paths } from '../../../shared/routes';
import { ResponsivePicture } from '../../components/video/ResponsivePicture';
import type { Teacher } from '../../content/types';

const linkClass =
  'flex items-center gap-3 rounded-2xl p-2 text-left outline-none transition-colors hover:bg-sand focus-visible:bg-sand focus-visible:ring-2 focus-visible:ring-ember';

/** A matching teacher: portrait, name and title, linking to the teacher's page. */
export function TeacherLink({ teacher }: { teacher: Teacher }) {
  return (
    <Link to={paths.teacher(teacher.id)} className={linkClass}>
      <ResponsivePicture url={teacher.image} alt="" sizes="3rem" imgClassName="size-12 shrink-0 rounded-full object-cover" />
      <span className="min-w-0">
        <span className="block truncate font-medium text-ink">{teacher.name}</span>
        <span className="block truncate text-sm text-ink-soft">{teacher.title}</span>
      </span>
    </Link>
  );
}
