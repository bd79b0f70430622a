import { describe, expect, it } from 'vitest';
import { isSlug, slugFromName } from './slug';
import { saveProblemFrom } from './studioErrors';
import { fieldMessage, validateHome, validateTeacher, validateVideo, type TeacherValues, type VideoValues } from './validation';
import { videoStatus } from './videoStatus';

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

describe('a new teacher’s slug', () => {
  it.each([
    ['Noor Haddad', 'noor-haddad'],
    ['  Amara   Okafor ', 'amara-okafor'],
    ['Zoë Élan-Dupré', 'zoe-elan-dupre'],
    ["Sri K. Pattabhi's Way", 'sri-k-pattabhi-s-way'],
    ['!!!', ''],
  ])('%s → %s', (name, slug) => {
    expect(slugFromName(name)).toBe(slug);
  });

  it('is lowercase words joined by hyphens, at most 100 characters', () => {
    expect(isSlug('noor-haddad')).toBe(true);
    for (const bad of ['Noor', 'noor--haddad', '-noor', 'noor-', 'noor haddad', '', 'a'.repeat(101)]) expect(isSlug(bad), bad).toBe(false);
    expect(isSlug(slugFromName(`${'word '.repeat(40)}`))).toBe(true);
  });
});

describe('a video’s status', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');
  it('is Draft without a publish date, Scheduled before it, Published from it', () => {
    expect(videoStatus(null, now)).toBe('draft');
    expect(videoStatus('2026-03-01T12:00:01Z', now)).toBe('scheduled');
    expect(videoStatus('2026-03-01T12:00:00Z', now)).toBe('published');
    expect(videoStatus('2025-01-01T00:00:00Z', now)).toBe('published');
  });
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

describe('what a refused save means', () => {
  it('PT409 is a conflict; 23514 and 23505 with a field are that field; anything else failed', () => {
    expect(saveProblemFrom({ code: 'PT409', details: '', hint: '', message: 'This item changed since you opened it.' })).toEqual({ kind: 'conflict' });
    expect(saveProblemFrom({ code: '23514', details: 'title.en', hint: 'required', message: 'title.en is required.' })).toEqual({
      kind: 'field',
      field: 'title.en',
      rule: 'required',
    });
    expect(saveProblemFrom({ code: '23505', details: 'id', hint: 'taken', message: '' })).toEqual({ kind: 'field', field: 'id', rule: 'taken' });
    expect(saveProblemFrom({ code: '42501', details: '', hint: '', message: 'Only editors may change the catalog.' })).toEqual({
      kind: 'failed',
      message: 'Only editors may change the catalog.',
    });
  });
});
