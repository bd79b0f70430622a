import type { Locale } from '../../../shared/locales';
import './messages';
import { translate, type MessageId } from '../../lib/i18n/i18n';
import { isSlug } from './slug';

/** The database's limits (supabase/migrations/20261126120000_catalog.sql), checked in the form first. */
export const LIMITS = { title: 200, name: 200, description: 5000, bio: 5000 } as const;

/** A form's refused fields: the database's field name (`title.en`, `teacher_id`…) → the rule it breaks. */
export type FieldErrors = Record<string, string>;

export type LocalizedText = Record<Locale, string>;

function checkText(errors: FieldErrors, field: string, value: string, max: number, required = false): void {
  const trimmed = value.trim();
  if (required && !trimmed) errors[field] = 'required';
  else if (trimmed.length > max) errors[field] = 'too_long';
}

function checkLocalized(errors: FieldErrors, name: keyof typeof LIMITS, texts: LocalizedText, required = false): void {
  for (const [language, value] of Object.entries(texts)) checkText(errors, `${name}.${language}`, value, LIMITS[name], required && language === 'en');
}

export interface VideoValues {
  title: LocalizedText;
  description: LocalizedText;
  teacherId: string;
  category: string;
  isPremium: boolean;
  /** ISO 8601, or '' for a draft. */
  publishedAt: string;
}

/** The same checks as studio_save_video, before sending: the English title is required, texts have their limits. */
export function validateVideo(values: VideoValues): FieldErrors {
  const errors: FieldErrors = {};
  checkLocalized(errors, 'title', values.title, true);
  checkLocalized(errors, 'description', values.description);
  return errors;
}

export interface TeacherValues {
  id: string;
  name: string;
  title: LocalizedText;
  bio: LocalizedText;
  imageUrl: string;
  published: boolean;
}

/** The same checks as studio_save_teacher: a slug, a name, texts within their limits. */
export function validateTeacher(values: TeacherValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!isSlug(values.id)) errors.id = 'slug';
  checkText(errors, 'name', values.name, LIMITS.name, true);
  checkLocalized(errors, 'title', values.title);
  checkLocalized(errors, 'bio', values.bio);
  return errors;
}

/** The counts studio_save_home checks: one to ten hero slides, three featured videos, eight teachers. */
export function validateHome(lists: { hero: string[]; featured: string[]; teachers: string[] }): FieldErrors {
  const errors: FieldErrors = {};
  if (lists.hero.length < 1 || lists.hero.length > 10) errors.hero = 'count';
  if (lists.featured.length !== 3) errors.featured = 'count';
  if (lists.teachers.length !== 8) errors.teachers = 'count';
  return errors;
}

const ruleMessages: Record<string, MessageId> = {
  required: 'studio.error.required',
  unknown: 'studio.error.unknown',
  slug: 'studio.error.slug',
  taken: 'studio.error.taken',
  invalid: 'studio.error.invalid',
  duplicate: 'studio.error.duplicate',
};
const countMessages: Record<string, MessageId> = { hero: 'studio.home.heroCount', featured: 'studio.home.featuredCount', teachers: 'studio.home.teachersCount' };

/** The sentence shown beside a field for the rule it breaks, in the interface's language. */
export function fieldMessage(field: string, rule: string): string {
  if (rule === 'too_long') {
    const name = field.split('.')[0] as keyof typeof LIMITS;
    return translate('studio.error.tooLong', { max: LIMITS[name] ?? LIMITS.title });
  }
  if (rule === 'count' && field in countMessages) return translate(countMessages[field]!);
  return translate(ruleMessages[rule] ?? 'studio.error.invalid');
}
