import { describe, expect, it } from 'vitest';
import { fieldMessage, validateHome, validateTeacher, validateVideo, type TeacherValues, type VideoValues } from './validation';

const text = (en: string, rest: Partial<Record<'es' | 'fr' | 'de', string>> = {}) => ({ en, es: '', fr: '', de: '', ...rest });
const video = (changes: Partial<VideoValues> = {}): VideoValues => ({
  title: text('Morning Stillness'),
  description: text(''),
  teacherId: 'amara-okafor',
  category: 'meditation',
  isPremium: false,
  publishedAt: '',
  ...changes,
});
const teacher = (changes: Partial<TeacherValues> = {}): TeacherValues => ({
  id: 'noor-haddad',
  name: 'Noor Haddad',
  title: text(''),
  bio: text(''),
  imageUrl: '',
  published: true,
  ...changes,
});

describe('the forms’ checks (the same as the database’s)', () => {
  it('a video needs an English title; translations may be empty; texts have their limits', () => {
    expect(validateVideo(video())).toEqual({});
    expect(validateVideo(video({ title: text('   ', { fr: 'Titre' }) }))).toEqual({ 'title.en': 'required' });
    expect(validateVideo(video({ title: text('x'.repeat(201)), description: text('', { de: 'y'.repeat(5001) }) }))).toEqual({
      'title.en': 'too_long',
      'description.de': 'too_long',
    });
  });

  it('a teacher needs a slug and a name', () => {
    expect(validateTeacher(teacher())).toEqual({});
    expect(validateTeacher(teacher({ id: 'Noor Haddad', name: ' ' }))).toEqual({ id: 'slug', name: 'required' });
    expect(validateTeacher(teacher({ bio: text('z'.repeat(5001)) }))).toEqual({ 'bio.en': 'too_long' });
  });

  it('the home page has one to ten slides, three featured videos and eight teachers', () => {
    const lists = { hero: ['a'], featured: ['a', 'b', 'c'], teachers: ['1', '2', '3', '4', '5', '6', '7', '8'] };
    expect(validateHome(lists)).toEqual({});
    expect(validateHome({ hero: [], featured: ['a'], teachers: [] })).toEqual({ hero: 'count', featured: 'count', teachers: 'count' });
  });

  it('says what is wrong beside the field, in words', () => {
    expect(fieldMessage('title.en', 'required')).toBe('Fill in this field.');
    expect(fieldMessage('description.fr', 'too_long')).toBe('Keep this to 5000 characters or fewer.');
    expect(fieldMessage('id', 'taken')).toBe('Another teacher already has this slug.');
    expect(fieldMessage('featured', 'count')).toBe('Choose exactly three videos.');
    expect(fieldMessage('teacher_id', 'unknown')).toBe('Choose one from the list.');
  });
});
