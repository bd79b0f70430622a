import { useParams, useSearchParams } from 'react-router';
import { NotFoundState } from '../../components/layout/NotFoundState';
import { PageHero } from '../../components/layout/PageHero';
import { ResponsivePicture } from '../../components/video/ResponsivePicture';
import { VideoGrid } from '../../components/video/VideoGrid';
import type { Teacher } from '../../content/types';
import type { VideoPage } from '../../lib/catalog/queries';
import { useTeacherPage } from '../../lib/catalog/usePageData';
import { useT } from '../../lib/i18n/useT';
import { usePageMeta } from '../../lib/usePageMeta';
import { MoreVideos } from './MoreVideos';
import { pageParam } from './pageParam';

function firstSentence(text: string): string {
  return /^.*?[.!?](?:\s|$)/.exec(text)?.[0].trim() ?? text;
}

function TeacherProfile({ teacher, list, usePage }: { teacher: Teacher; list: VideoPage; usePage: (page: number) => VideoPage }) {
  const t = useT();
  usePageMeta(teacher.name, t('catalog.teacher.metaDescription', { name: teacher.name, title: teacher.title, bio: firstSentence(teacher.bio) }));

  return (
    <>
      <PageHero
        eyebrow={teacher.title}
        title={teacher.name}
        media={
          <ResponsivePicture
            url={teacher.image}
            alt={t('catalog.teacher.portrait', { name: teacher.name })}
            sizes="(min-width: 640px) 208px, 144px"
            priority
            className="shrink-0"
            imgClassName="size-36 rounded-full object-cover shadow-lift ring-4 ring-white/15 sm:size-52"
          />
        }
      >
        <p>{teacher.bio}</p>
      </PageHero>
      <section aria-labelledby="teacher-videos" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <h2 id="teacher-videos" className="font-display text-2xl text-ink sm:text-3xl">
          {t('catalog.teacher.practiseWith', { firstName: teacher.name.split(' ')[0] ?? teacher.name })}
        </h2>
        <p className="mt-2 text-ink-soft">
          {t('catalog.teacher.videosLedBy', { count: list.total, name: teacher.name })}
        </p>
        <div className="mt-8">
          {list.total > 0 ? (
            <>
              <VideoGrid videos={list.videos} />
              <MoreVideos first={list} usePage={usePage} />
            </>
          ) : (
            <p className="rounded-card bg-sand/70 px-6 py-10 text-center text-ink-soft">
              {t('catalog.teacher.comingSoon', { name: teacher.name })}
            </p>
          )}
        </div>
      </section>
    </>
  );
}

/**
 * /teacher/{teacherId}: photo, name, title, bio and that teacher's videos a page at a time (`?page=`, "Show
 * more"); 'Teacher Not Found' (HTTP 404) for an id no published teacher has.
 */
export default function TeacherPage() {
  const { teacherId = '' } = useParams();
  const page = pageParam(useSearchParams()[0]);
  const list = useTeacherPage(teacherId, page);
  const usePage = (next: number) => useTeacherPage(teacherId, next);
  if (!list.teacher) return <NotFoundState item="teacher" />;
  return <TeacherProfile key={`${teacherId}:${page}`} teacher={list.teacher} list={list} usePage={usePage} />;
}
