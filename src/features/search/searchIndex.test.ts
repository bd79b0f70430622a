import { describe, expect, it } from 'vitest';
import { es } from '../../content/translations/es';
import type { SearchDocuments } from '../../lib/catalog/queries';
import { sampleCatalogStore } from '../../lib/catalog/testing/sampleCatalog';
import { loadCatalogTranslation } from '../../lib/i18n/catalogTranslations';
import { buildIndex, normalizeTerm, searchCatalog as searchIn, searchResults as resultsIn } from './searchIndex';

/** The sample catalog's search documents in a language, as the data API gives them. */
function documents(locale: 'en' | 'es'): SearchDocuments {
  const entry = sampleCatalogStore().entry<SearchDocuments>(`search:${locale}`, () => Promise.reject(new Error('sample')));
  if (entry.state !== 'done') throw new Error('the sample catalog answers at once');
  return entry.value;
}
const english = buildIndex(documents('en'), undefined);
await loadCatalogTranslation('es');
const spanish = buildIndex(documents('es'), es);
const searchCatalog = (query: string) => searchIn(query, english);
const searchResults = (query: string, index = english) => resultsIn(query, index);

const videoTitles = (query: string) => searchResults(query).videos.map((video) => video.title);
const teacherNames = (query: string) => searchResults(query).teachers.map((teacher) => teacher.name);
const meditationVideos = ['Morning Stillness', 'The Art of Sitting', 'Body Scan for Release', 'Loving-Kindness Practice'];

describe('catalog search', () => {
  it('matches word prefixes while the visitor types ("bre" finds Breath…)', () => {
    expect(videoTitles('bre')).toEqual(expect.arrayContaining(['Breath of Renewal', 'Counting the Breath']));
    expect(videoTitles('sun salu')).toEqual(['Sun Salutation Flow']);
  });

  it('ignores case and accents', () => {
    expect(normalizeTerm('Méditation')).toBe('meditation');
    expect(normalizeTerm('INÈS')).toBe('ines');
    const plain = searchCatalog('meditation');
    expect(plain.length).toBeGreaterThan(0);
    for (const query of ['MEDITATION', 'méditation', 'Médítatión']) expect(searchCatalog(query), query).toEqual(plain);
    expect(videoTitles('meditacion')).toEqual(expect.arrayContaining(meditationVideos));
  });

  it('forgives one typo in a word of five letters or more', () => {
    expect(videoTitles('medtation')).toEqual(expect.arrayContaining(meditationVideos));
    expect(videoTitles('breth')).toEqual(expect.arrayContaining(['Breath of Renewal']));
    expect(teacherNames('lindqvst')).toEqual(['Maya Lindqvist']);
  });

  it('forgives no typo in a shorter word, nor two in a long one', () => {
    expect(videoTitles('yin')).toEqual(['Yin for Deep Rest']);
    expect(searchCatalog('yim')).toEqual([]);
    expect(searchCatalog('mdtatoin')).toEqual([]);
  });

  it('covers title, instructor, description, category, and teacher name, title and bio', () => {
    expect(videoTitles('salutation')).toContain('Sun Salutation Flow'); // title
    expect(videoTitles('ferrante')).toContain('Sun Salutation Flow'); // instructor
    expect(videoTitles('cushion')).toContain('The Art of Sitting'); // description
    expect(videoTitles('mindfulness')).toEqual(expect.arrayContaining(meditationVideos)); // category (its path's title)
    expect(teacherNames('okafor')).toEqual(['Amara Okafor']); // teacher name
    expect(teacherNames('zen')).toContain('Kenji Takamura'); // teacher title
    expect(teacherNames('nurse')).toEqual(['Amara Okafor']); // bio
  });

  it('ranks title and teacher-name hits first', () => {
    const breath = videoTitles('breath');
    const titleHits = breath.filter((title) => /breath/i.test(title));
    expect(titleHits.length).toBeGreaterThan(1);
    expect(breath.slice(0, titleHits.length)).toEqual(titleHits);
    expect(breath.length).toBeGreaterThan(titleHits.length);

    const maya = searchCatalog('maya');
    expect(maya[0]).toMatchObject({ kind: 'teacher', teacher: { name: 'Maya Lindqvist' } });
    expect(maya.slice(1).every((hit) => hit.kind === 'video' && hit.video.instructor === 'Maya Lindqvist')).toBe(true);
  });

  it('needs every word typed to match, lists each video once, and finds nothing for nothing', () => {
    expect(videoTitles('morning stillness')).toEqual(['Morning Stillness']);
    const ids = searchResults('e').videos.map((video) => video.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(searchCatalog('   ')).toEqual([]);
    expect(searchCatalog('xylophone')).toEqual([]);
  });

  it('finds only videos a card can play', () => {
    expect(searchResults('e').videos.every((video) => video.videoUrl !== '')).toBe(true);
  });

  it("searches the active language's catalog text: in Spanish, a Spanish title word finds the video, in Spanish", () => {
    expect(searchResults('quietud').videos.map((video) => video.id)).not.toContain('morning-stillness');
    const found = searchResults('quietud', spanish).videos;
    expect(found.map((video) => video.id)).toContain('morning-stillness');
    expect(found.find((video) => video.id === 'morning-stillness')?.title).toBe('Quietud de la mañana');
    expect(searchResults('mañana', spanish).videos.map((video) => video.id)).toContain('morning-stillness');
  });
});
