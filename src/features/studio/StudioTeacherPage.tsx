import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../shared/routes';
import type { DataClient } from '../../lib/data/dataClient';
import { useT } from '../../lib/i18n/useT';
import { BackLink } from './BackLink';
import { HistoryList } from './HistoryList';
import { SectionHeading, StudioLayout, type StudioPageProps } from './StudioLayout';
import { TeacherForm } from './TeacherForm';
import { loadTeacher, newTeacherValues, saveTeacher } from './teacherRequests';
import { useEditor } from './useEditor';
import { validateTeacher, type TeacherValues } from './validation';

/** A teacher's form: a new one (no id) is added on its first save, then edited at its own address. */
function TeacherEditor({ id }: { id: string | undefined }) {
  const t = useT();
  const navigate = useNavigate();
  const load = useCallback(
    async (client: DataClient) => {
      if (id === undefined) return { version: null, values: newTeacherValues() };
      const opened = await loadTeacher(client, id);
      return opened && { version: opened.updatedAt, values: opened.values };
    },
    [id],
  );
  const { state, change, submit, reload, savedCount } = useEditor<TeacherValues>({
    load,
    save: saveTeacher,
    validate: validateTeacher,
    onSaved: (values) => {
      if (id === undefined) void navigate(paths.studioTeacher(values.id), { replace: true });
    },
  });

  if (state.status === 'loading') return <p role="status" className="text-sm text-ink-soft">{t('studio.loading')}</p>;
  if (state.status === 'missing') return <p className="text-ink-soft">{t('studio.teachers.missing')}</p>;
  return (
    <div className="space-y-10">
      <SectionHeading title={id === undefined ? t('studio.teachers.new') : state.values.name || id} />
      <TeacherForm
        isNew={id === undefined}
        values={state.values}
        errors={state.errors}
        conflict={state.conflict}
        saving={state.saving}
        onChange={change}
        onSubmit={(values) => void submit(values)}
        onReload={reload}
      />
      {id !== undefined && <HistoryList table="teachers" id={id} refreshKey={savedCount} />}
    </div>
  );
}

/** /studio/teachers/new and /studio/teachers/:id. */
export default function StudioTeacherPage({ notFound }: StudioPageProps) {
  const t = useT();
  const { id } = useParams();
  return (
    <StudioLayout notFound={notFound} title={id === undefined ? t('studio.teachers.new') : t('studio.teachers.edit')}>
      <BackLink to={paths.studioTeachers}>{t('studio.teachers.all')}</BackLink>
      <TeacherEditor key={id ?? 'new'} id={id} />
    </StudioLayout>
  );
}
