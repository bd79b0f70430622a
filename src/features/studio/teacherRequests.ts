import type { DataClient } from '../../lib/data/dataClient';
import type { Database } from '../../lib/data/schema';
import { answerOf } from './studioErrors';
import type { LocalizedText, TeacherValues } from './validation';
import { translationsOf } from './videoRequests';

type Tables = Database['public']['Tables'];

export interface TeacherListRow {
  id: string;
  name: string;
  published: boolean;
}

/** Every teacher (unpublished ones too), in list order. */
export async function listTeachers(client: DataClient): Promise<TeacherListRow[]> {
  return answerOf(await client.from('teachers').select('id, name, published').order('created_at').order('id')) ?? [];
}

export interface OpenedTeacher {
  id: string;
  updatedAt: string;
  values: TeacherValues;
}

export const newTeacherValues = (): TeacherValues => ({
  id: '',
  name: '',
  title: { en: '', es: '', fr: '', de: '' },
  bio: { en: '', es: '', fr: '', de: '' },
  imageUrl: '',
  published: true,
});

/** A teacher with their translations, as the form edits them; undefined when there is no such teacher. */
export async function loadTeacher(client: DataClient, id: string): Promise<OpenedTeacher | undefined> {
  const [teacherAnswer, translationsAnswer] = await Promise.all([
    client.from('teachers').select('*').eq('id', id).maybeSingle(),
    client.from('teacher_translations').select('language, title, bio').eq('teacher_id', id),
  ]);
  const teacher: Tables['teachers']['Row'] | null = answerOf(teacherAnswer);
  const translations: Pick<Tables['teacher_translations']['Row'], 'language' | 'title' | 'bio'>[] | null = answerOf(translationsAnswer);
  if (!teacher) return undefined;
  const values = newTeacherValues();
  const texts: { title: LocalizedText; bio: LocalizedText } = { title: { ...values.title, en: teacher.title }, bio: { ...values.bio, en: teacher.bio } };
  for (const row of translations ?? []) {
    texts.title[row.language] = row.title ?? '';
    texts.bio[row.language] = row.bio ?? '';
  }
  return { id, updatedAt: teacher.updated_at, values: { ...values, ...texts, id, name: teacher.name, imageUrl: teacher.image_url ?? '', published: teacher.published } };
}

/** Adds (`openedUpdatedAt` null) or saves a teacher with their translations in one transaction; resolves with the new version. */
export async function saveTeacher(client: DataClient, openedUpdatedAt: string | null, values: TeacherValues): Promise<string> {
  return answerOf(
    await client.rpc('studio_save_teacher', {
      id: values.id,
      opened_updated_at: openedUpdatedAt,
      name: values.name,
      title: values.title.en,
      bio: values.bio.en,
      image_url: values.imageUrl || null,
      published: values.published,
      translations: translationsOf({ title: values.title, bio: values.bio }),
    }),
  );
}
