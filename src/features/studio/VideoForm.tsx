import { TextField } from '../../components/ui/text-field';
import { pathCategories } from '../../content/categories';
import { useT } from '../../lib/i18n/useT';
import { fromDateInput, toDateInput } from './dateInput';
import { EditorActions } from './EditorActions';
import { EditorForm } from './EditorForm';
import { messageFor, textSetter } from './formFields';
import { StatusBadge } from './StatusBadge';
import { LocalizedFields, SelectField } from './StudioFields';
import type { TeacherListRow } from './teacherRequests';
import { usePathTitles } from './usePathTitles';
import type { FieldErrors, VideoValues } from './validation';

/** A video's texts in each language and its details; submitting saves everything at once. */
export function VideoForm({ values, errors, conflict, saving, teachers, publishBlocked, onChange, onSubmit, onReload }: {
  values: VideoValues;
  errors: FieldErrors;
  conflict: boolean;
  saving: boolean;
  teachers: TeacherListRow[];
  /** Why Publish is disabled (media, English title, teacher or poster missing); undefined: it may be published. */
  publishBlocked?: string;
  onChange: (update: (values: VideoValues) => VideoValues) => void;
  onSubmit: (values: VideoValues) => void;
  onReload: () => void;
}) {
  const t = useT();
  const pathTitles = usePathTitles();
  const message = messageFor(errors);
  const set = <K extends keyof VideoValues>(key: K, value: VideoValues[K]) => onChange((current) => ({ ...current, [key]: value }));
  const setText = textSetter<VideoValues, 'title' | 'description'>(onChange);

  return (
    <EditorForm values={values} conflict={conflict} onSubmit={onSubmit} onReload={onReload}>
      <div className="flex flex-wrap items-center gap-3">
        <StatusBadge publishedAt={values.publishedAt || null} />
      </div>
      <LocalizedFields
        fields={[
          { name: 'title', label: t('studio.field.title') },
          { name: 'description', label: t('studio.field.description'), multiline: true },
        ]}
        values={{ title: values.title, description: values.description }}
        errors={errors}
        onChange={setText}
        message={message}
      />
      <fieldset className="grid gap-5 rounded-2xl border border-clay/70 bg-white/60 p-4 sm:grid-cols-2 sm:p-5">
        <legend className="px-1 font-display text-lg text-ink">{t('studio.field.details')}</legend>
        <SelectField label={t('studio.field.teacher')} value={values.teacherId} error={message('teacher_id')} onChange={(event) => set('teacherId', event.target.value)}>
          <option value="">{t('studio.field.noTeacher')}</option>
          {teachers.map((teacher) => (
            <option key={teacher.id} value={teacher.id}>
              {teacher.name}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('studio.field.path')} value={values.category} error={message('category')} onChange={(event) => set('category', event.target.value)}>
          <option value="">{t('studio.videos.noPath')}</option>
          {pathCategories.map((category) => (
            <option key={category.id} value={category.id}>
              {pathTitles.get(category.id)}
            </option>
          ))}
        </SelectField>
        <TextField
          type="datetime-local"
          label={t('studio.field.publishedAt')}
          value={toDateInput(values.publishedAt)}
          onChange={(event) => set('publishedAt', fromDateInput(event.target.value))}
        />
        <label className="flex items-center gap-3 self-end pb-3 text-sm font-medium text-ink">
          <input type="checkbox" checked={values.isPremium} onChange={(event) => set('isPremium', event.target.checked)} className="size-5 accent-ember" />
          {t('studio.field.premium')}
        </label>
      </fieldset>
      <EditorActions
        published={values.publishedAt !== ''}
        saving={saving}
        invalid={Object.keys(errors).length > 0}
        publishBlocked={publishBlocked}
        onPublish={(publish) => onSubmit({ ...values, publishedAt: publish ? new Date().toISOString() : '' })}
      />
    </EditorForm>
  );
}
