import { useParams } from 'react-router';
import { PageHero } from '../../components/layout/PageHero';
import { playableVideos } from '../../components/video/playable';
import { ResponsivePicture } from '../../components/video/ResponsivePicture';
import { VideoGrid } from '../../components/video/VideoGrid';
import { findTeacher } from '../../content/teachers';
import type { Teacher } from '../../content/types';
import { usePageMeta } from '../../lib/usePageMeta';
import { TeacherNotFound } from './TeacherNotFound';

function firstSentence(text: string): string {
  return /^.*?[.!?](?:\s|$)/.exec(text)?.[0].trim() ?? text;
}

function TeacherProfile({ teacher }: { teacher: Teacher }) {
  usePageMeta(teacher.name, `${teacher.name}, ${teacher.title}. ${firstSentence(teacher.bio)}`);
  const videos = playableVideos(teacher.videos);

  return (
    <>
      <PageHero
        eyebrow={teacher.title}
        title={teacher.name}
        media={
          <ResponsivePicture
            url={teacher.image}
            alt={`Portrait of ${teacher.name}`}
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
          Practise with {teacher.name.split(' ')[0]}
        </h2>
        <p className="mt-2 text-ink-soft">
          {videos.length === 1 ? '1 video' : `${videos.length} videos`} led by {teacher.name}.
        </p>
        <div className="mt-8">
          {videos.length > 0 ? (
            <VideoGrid videos={videos} />
          ) : (
            <p className="rounded-card bg-sand/70 px-6 py-10 text-center text-ink-soft">
              {teacher.name}&apos;s sessions are being prepared and will appear here soon.
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
  return teacher ? <TeacherProfile key={teacher.id} teacher={teacher} /> : <TeacherNotFound />;
}
