import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routes';
import { buttonVariants } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { loadDataClient } from '../../lib/data/dataClient';
import { useT } from '../../lib/i18n/useT';
import { SectionHeading, StudioLayout, type StudioPageProps } from './StudioLayout';
import { listTeachers, type TeacherListRow } from './teacherRequests';

function TeacherList() {
  const t = useT();
  const [teachers, setTeachers] = useState<TeacherListRow[] | undefined>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    loadDataClient()
      .then(listTeachers)
      .then(setTeachers)
      .catch(() => setFailed(true));
  }, []);

  return (
    <>
      <SectionHeading title={t('studio.teachers.heading')}>
        <Link to={paths.studioNewTeacher} className={buttonVariants({ size: 'md' })}>
          <Plus aria-hidden="true" /> {t('studio.teachers.new')}
        </Link>
      </SectionHeading>
      {!teachers ? (
        <p role="status" className="mt-4 text-sm text-ink-soft">
          {failed ? t('studio.loadFailed') : t('studio.loading')}
        </p>
      ) : (
        <ul className="mt-6 divide-y divide-clay/50 rounded-2xl border border-clay/70 bg-white/60">
          {teachers.map((teacher) => (
            <li key={teacher.id} className="flex items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <Link to={paths.studioTeacher(teacher.id)} className="font-medium text-ink underline-offset-4 hover:underline">
                  {teacher.name}
                </Link>
                <p className="truncate text-sm text-ink-soft">{teacher.id}</p>
              </div>
              <span
                className={cn(
                  'inline-flex shrink-0 rounded-pill border px-2.5 py-0.5 text-xs font-medium',
                  teacher.published ? 'border-sage/50 bg-sage/10 text-ink' : 'border-ink/20 text-ink-soft',
                )}
              >
                {teacher.published ? t('studio.status.published') : t('studio.status.unpublished')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** /studio/teachers: every teacher, published or not, and New teacher. */
export default function StudioTeachersPage({ notFound }: StudioPageProps) {
  const t = useT();
  return (
    <StudioLayout notFound={notFound} title={t('studio.nav.teachers')}>
      <TeacherList />
    </StudioLayout>
  );
}
