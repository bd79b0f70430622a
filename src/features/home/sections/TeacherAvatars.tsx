import { Link } from 'react-router';
import { paths } from '../../../../shared/routes';
import { ResponsivePicture } from '../../../components/video/ResponsivePicture';
import type { Teacher } from '../../../content/types';
import { useT } from '../../../lib/i18n/useT';
import { SectionHeading } from './SectionHeading';

/** The eight teacher avatars (docs/product.md#home), each a link to /teacher/{id}. */
export function TeacherAvatars({ teachers }: { teachers: readonly Teacher[] }) {
  const t = useT();
  return (
    <section aria-labelledby="teachers-title" className="render-when-visible mx-auto max-w-7xl px-5 py-20 sm:px-8 sm:py-28 lg:px-10">
      <SectionHeading id="teachers-title" eyebrow={t('home.teachers.eyebrow')} title={t('home.teachers.title')} align="center">
        {t('home.teachers.text')}
      </SectionHeading>
      <ul role="list" className="mt-12 grid grid-cols-2 gap-x-4 gap-y-10 sm:grid-cols-4 lg:grid-cols-8 lg:gap-x-6">
        {teachers.map((teacher) => (
          <li key={teacher.id}>
            <Link to={paths.teacher(teacher.id)} className="group flex flex-col items-center rounded-card text-center">
              <span className="block size-28 overflow-hidden rounded-full bg-clay shadow-soft ring-4 ring-white transition duration-300 group-hover:shadow-lift group-hover:ring-clay sm:size-32 lg:size-28">
                <ResponsivePicture
                  url={teacher.image}
                  alt=""
                  sizes="(min-width: 640px) 128px, 112px"
                  imgClassName="size-full object-cover transition-transform duration-500 group-hover:scale-105"
                />
              </span>
              <span className="mt-4 font-display text-lg leading-tight text-ink">{teacher.name}</span>
              <span className="mt-1 text-sm leading-snug text-ink-soft">{teacher.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
