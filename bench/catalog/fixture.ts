import { pathCategories } from '../../src/content/categories.ts';
import { clipUrl, type ClipName } from '../../src/content/mediaPaths.ts';
import type { CatalogTranslation } from '../../src/content/translations/types.ts';

/*
 * A large catalog made up for the bench (decision 2550): teachers and videos with text of the sample catalog's
 * lengths, in its words (each language's own, from src/content and its translations) mixed with made-up rarer
 * words, as a real catalog's vocabulary has many, spread over the eight paths. Deterministic: the same counts give
 * the same rows.
 */

export const TRANSLATED_LANGUAGES = ['es', 'fr', 'de'] as const;
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

export interface FixtureTeacher {
  id: string;
  name: string;
  title: string;
  bio: string;
  image_url: string;
  created_at: string;
}

export interface FixtureVideo {
  id: string;
  title: string;
  description: string;
  teacher_id: string;
  category: string;
  is_premium: boolean;
  duration_seconds: number;
  poster_url: string;
  playback_url: string | null;
  published_at: string;
}

export interface FixtureTranslation {
  /** The video's or the teacher's id. */
  id: string;
  language: TranslatedLanguage;
  title: string;
  /** A video's description or a teacher's bio. */
  text: string;
}

export interface CatalogFixture {
  teachers: FixtureTeacher[];
  videos: FixtureVideo[];
  videoTranslations: FixtureTranslation[];
  teacherTranslations: FixtureTranslation[];
}

/** Every language's word pool, and the made-up words all of them share (names of places, practices, people). */
export interface Vocabulary {
  en: string[];
  es: string[];
  fr: string[];
  de: string[];
}

export interface FixtureOptions {
  videos: number;
  teachers: number;
  /** The newest video is published an hour before this; each next one `spacingHours` earlier. */
  now: Date;
  vocabulary: Vocabulary;
}

/** Share of videos that are premium, and of those that have something to play (the rest: 'not available'). */
export const PREMIUM_SHARE = 0.25;
export const PLAYABLE_SHARE = 0.9;
/** Made-up words beside each language's own: a catalog of thousands of videos names many things once or twice. */
const RARE_WORDS = 6000;
/** Of the words of a text, this share is made up. */
const RARE_SHARE = 0.12;
const SPACING_HOURS = 5;
const POSTERS = ['morning-stillness', 'sun-salutation-flow', 'the-art-of-sitting', 'yin-for-deep-rest', 'loving-kindness'];
const PORTRAITS = ['amara-okafor', 'kenji-takamura', 'lucia-ferrante', 'devan-rao', 'maya-lindqvist'];
const CLIPS: ClipName[] = ['dawn', 'golden-hour', 'mist', 'moonrise'];
const FIRST_NAMES = 'Ana Ben Chloe Dara Elif Femi Gita Hugo Ines Jonas Kai Lena Milo Noor Oren Pia Quinn Rosa Sami Tara Uma Vera Wren Yara Zane'.split(' ');
const LAST_NAMES = 'Adler Bauer Costa Dube Eriksen Fontaine Garcia Haddad Ito Jensen Kowalski Laurent Mensah Novak Okoro Petrov Quispe Rossi Silva Tanaka'.split(' ');

/** A small seeded generator (mulberry32): the same fixture on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The words of some texts, lowercased, without punctuation, each once. */
export function wordsOf(texts: string[]): string[] {
  return [...new Set(texts.flatMap((text) => text.toLowerCase().match(/[\p{L}']+/gu) ?? []).filter((word) => word.length > 1))];
}

/** Each language's words from the sample catalog's text in it. */
export function sampleVocabulary(english: string[], translations: Record<TranslatedLanguage, CatalogTranslation>): Vocabulary {
  const translated = (language: TranslatedLanguage) => {
    const { videos, teachers } = translations[language];
    return wordsOf([...Object.values(videos), ...Object.values(teachers)].flatMap((entry) => ('bio' in entry ? [entry.title, entry.bio] : [entry.title, entry.description])));
  };
  return { en: wordsOf(english), es: translated('es'), fr: translated('fr'), de: translated('de') };
}

function rareWords(random: () => number): string[] {
  const syllables = 'ka lo mi ra su ten vi no sha ru el an dor mu li pe ta ori zen ul ba ki'.split(' ');
  const words = new Set<string>();
  while (words.size < RARE_WORDS) words.add(Array.from({ length: 2 + Math.floor(random() * 3) }, () => syllables[Math.floor(random() * syllables.length)]).join(''));
  return [...words];
}

interface Writer {
  /** `count` words of a language's text: common words skewed towards the first of the pool, some made-up ones. */
  words(language: keyof Vocabulary, count: number): string;
  between(min: number, max: number): number;
  random: () => number;
}

function writer(random: () => number, vocabulary: Vocabulary): Writer {
  const rare = rareWords(random);
  const pick = (pool: string[]) => pool[Math.floor(random() ** 2 * pool.length)] as string;
  return {
    words: (language, count) => Array.from({ length: count }, () => (random() < RARE_SHARE ? pick(rare) : pick(vocabulary[language]))).join(' '),
    between: (min, max) => min + Math.floor(random() * (max - min + 1)),
    random,
  };
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const sentence = (text: string) => `${capitalized(text)}.`;
/** Within a column's bound (the schema's checks), at a word's end. */
const bounded = (text: string, max: number) => (text.length <= max ? text : text.slice(0, text.lastIndexOf(' ', max)));

function teacherOf(index: number, write: Writer, now: Date): { teacher: FixtureTeacher; translations: FixtureTranslation[] } {
  const name = `${FIRST_NAMES[index % FIRST_NAMES.length]} ${LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length]}`;
  const id = `${name.toLowerCase().replace(' ', '-')}-${index + 1}`;
  const title = (language: keyof Vocabulary) => bounded(capitalized(write.words(language, write.between(2, 4))), 200);
  const bio = (language: keyof Vocabulary) => bounded(`${sentence(write.words(language, write.between(25, 40)))} ${sentence(write.words(language, write.between(25, 45)))}`, 5000);
  return {
    teacher: { id, name, title: title('en'), bio: bio('en'), image_url: `/teachers/${PORTRAITS[index % PORTRAITS.length]}-256.webp`, created_at: new Date(now.getTime() - (index + 1) * 60_000).toISOString() },
    translations: TRANSLATED_LANGUAGES.map((language) => ({ id, language, title: title(language), text: bio(language) })),
  };
}

function videoOf(index: number, teacher: FixtureTeacher, write: Writer, now: Date): { video: FixtureVideo; translations: FixtureTranslation[] } {
  const title = (language: keyof Vocabulary) => bounded(capitalized(write.words(language, write.between(2, 5))), 200);
  const description = (language: keyof Vocabulary) => bounded(`${sentence(write.words(language, write.between(14, 22)))} ${sentence(write.words(language, write.between(10, 18)))}`, 5000);
  const english = title('en');
  const id = `${english.toLowerCase().normalize('NFD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60).replace(/-$/, '')}-${index + 1}`;
  const poster = POSTERS[index % POSTERS.length] as string;
  return {
    video: {
      id,
      title: english,
      description: description('en'),
      teacher_id: teacher.id,
      category: (pathCategories[index % pathCategories.length] as { id: string }).id,
      is_premium: write.random() < PREMIUM_SHARE,
      duration_seconds: 60 * write.between(5, 60),
      poster_url: `/media/posters/${poster}-640.webp`,
      // The newest video is always playable: the bench edits it and reads it back on the lists.
      playback_url: index === 0 || write.random() < PLAYABLE_SHARE ? clipUrl(CLIPS[index % CLIPS.length]!) : null,
      published_at: new Date(now.getTime() - (1 + index * SPACING_HOURS) * 3_600_000).toISOString(),
    },
    translations: TRANSLATED_LANGUAGES.map((language) => ({ id, language, title: title(language), text: description(language) })),
  };
}

/** The rows of a catalog of `videos` videos by `teachers` teachers, every text in four languages. */
export function catalogFixture({ videos, teachers, now, vocabulary }: FixtureOptions): CatalogFixture {
  const write = writer(seededRandom(videos * 31 + teachers), vocabulary);
  const madeTeachers = Array.from({ length: teachers }, (_, index) => teacherOf(index, write, now));
  const madeVideos = Array.from({ length: videos }, (_, index) => videoOf(index, (madeTeachers[(index * 7) % teachers] as { teacher: FixtureTeacher }).teacher, write, now));
  return {
    teachers: madeTeachers.map((made) => made.teacher),
    videos: madeVideos.map((made) => made.video),
    videoTranslations: madeVideos.flatMap((made) => made.translations),
    teacherTranslations: madeTeachers.flatMap((made) => made.translations),
  };
}
