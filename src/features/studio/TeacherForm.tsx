import { useState } from 'react';
import { TextField } from '../../components/ui/text-field';
import { useT } from '../../lib/i18n/useT';
import { EditorActions } from './EditorActions';
import { EditorForm } from './EditorForm';
import { messageFor, textSetter } from './formFields';
import { PhotoField } from './PhotoField';
import { slugFromName } from './slug';
import { LocalizedFields } from './StudioFields';
import type { FieldErrors, TeacherValues } from './validation';

/**
 * A teacher's name, slug (a new teacher's follows the name until edited; a saved one's is fixed, it is their
 * address), photo, and title and bio in each language.
 */
export function TeacherForm({ isNew, values, errors, conflict, saving, onChange, onSubmit, onReload }: {
  isNew: boolean;
  values: TeacherValues;
  errors: FieldErrors;
  conflict: boolean;
  saving: boolean;
  onChange: (update: (values: TeacherValues) => TeacherValues) => void;
  onSubmit: (values: TeacherValues) => void;
  onReload: () => void;
}) {
  const t = useT();
  const [slugEdited, setSlugEdited] = useState(false);
  const message = messageFor(errors);
  const setText = textSetter<TeacherValues, 'title' | 'bio'>(onChange);

  return (
    <EditorForm values={values} conflict={conflict} onSubmit={onSubmit} onReload={onReload}>
      <div className="grid gap-5 rounded-2xl border border-clay/70 bg-white/60 p-4 sm:grid-cols-2 sm:p-5">
        <TextField
          label={t('studio.field.name')}
          value={values.name}
          error={message('name')}
          onChange={(event) => {
            const name = event.target.value;
            onChange((current) => ({ ...current, name, id: isNew && !slugEdited ? slugFromName(name) : current.id }));
          }}
        />
        <TextField
          label={t('studio.field.slug')}
          value={values.id}
          error={message('id')}
          readOnly={!isNew}
          onChange={(event) => {
            setSlugEdited(true);
            onChange((current) => ({ ...current, id: event.target.value }));
          }}
        />
        <div className="sm:col-span-2">
          <PhotoField slug={values.id} imageUrl={values.imageUrl} error={message('image_url')} onUploaded={(imageUrl) => onChange((current) => ({ ...current, imageUrl }))} />
        </div>
      </div>
      <LocalizedFields
        fields={[
          { name: 'title', label: t('studio.field.teacherTitle') },
          { name: 'bio', label: t('studio.field.bio'), multiline: true },
        ]}
        values={{ title: values.title, bio: values.bio }}
        errors={errors}
        onChange={setText}
        message={message}
      />
      <EditorActions
        published={values.published}
        saving={saving}
        invalid={Object.keys(errors).length > 0}
        onPublish={(published) => onSubmit({ ...values, published })}
      />
    </EditorForm>
  );
}
