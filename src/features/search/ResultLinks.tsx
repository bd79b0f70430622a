import { Link } from 'react-router';
import { paths } from '../../../shared/routes';
import { ResponsivePicture } from '../../components/video/ResponsivePicture';
import type { Teacher, Video } from '../../content/types';
import { cn } from '../../lib/cn';

const resultLinkClass =
  'flex items-center gap-3 rounded-2xl p-2 text-left outline-none transition-colors hover:bg-sand focus-visible:bg-sand focus-visible:ring-2 focus-visible:ring-ember';

/** A result: a picture, a name and one line below it, linking to the item's page. */
function ResultLink({
  to,
  image,
  sizes,
  imageClassName,
  name,
  detail,
}: {
  to: string;
  image: string;
  sizes: string;
  imageClassName: string;
  name: string;
  detail: string;
}) {
  return (
    <Link to={to} className={resultLinkClass}>
      <ResponsivePicture url={image} alt="" sizes={sizes} imgClassName={cn('shrink-0 bg-clay/50 object-cover', imageClassName)} />
      <span className="min-w-0">
        <span className="block truncate font-medium text-ink">{name}</span>
        <span className="block truncate text-sm text-ink-soft">{detail}</span>
      </span>
    </Link>
  );
}

/** A matching teacher: portrait, name and title, linking to the teacher's page. */
export function TeacherLink({ teacher }: { teacher: Teacher }) {
  return (
    <ResultLink to={paths.teacher(teacher.id)} image={teacher.image} sizes="3rem" imageClassName="size-12 rounded-full" name={teacher.name} detail={teacher.title} />
  );
}

/** A matching video in the dialog: thumbnail, title, teacher and length, linking to its watch page. */
export function VideoLink({ video }: { video: Video }) {
  return (
    <ResultLink
      to={paths.video(video.id)}
      image={video.thumbnail}
      sizes="5rem"
      imageClassName="aspect-video w-20 rounded-lg"
      name={video.title}
      detail={`${video.instructor} · ${video.duration}`}
    />
  );
}
