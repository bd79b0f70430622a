import { useParams } from 'react-router';
import { NotFoundState } from '../../components/layout/NotFoundState';
import { PageHero } from '../../components/layout/PageHero';
import { playableVideos } from '../../components/video/playable';
import { ResponsivePicture } from '../../components/video/ResponsivePicture';
import { VideoGrid } from '../../components/video/VideoGrid';
import { findTeacher } from '../../content/teachers';
import type { Teacher } from '../../content/types';
import { useLocalize, useT } from '../../lib/i18n/useT';
import { usePageMeta } from '../../lib/usePageMeta';

function firstSentence(text: string): string {
  return /^.*?[.!?](?:\s|$)/.exec(text)?.[0].trim() ?? text;
}

function TeacherProfile({ teacher: original }: { teacher: Teacher }) {
  const t = useT();
  const teacher = useLocalize().teacher(original);
  usePageMeta(teacher.name, t('catalog.teacher.metaDescription', { name: teacher.name, title: teacher.title, bio: firstSentence(teacher.bio) }));
  const videos = playableVideos(teacher.videos);

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
          {t('catalog.teacher.videosLedBy', { count: videos.length, name: teacher.name })}
        </p>
        <div className="mt-8">
          {videos.length > 0 ? (
            <VideoGrid videos={videos} />
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

/** /teacher/{teacherId}: photo, name, title, bio and that teacher's videos; 'Teacher Not Found' otherwise. */
export default function TeacherPage() {
  const { teacherId = '' } = useParams();
  const teacher = findTeacher(teacherId);
  return teacher ? <TeacherProfile key={teacher.id} teacher={teacher} /> : <NotFoundState item="teacher" />;
}
