import { describe, expect, it } from 'vitest';
import { pathCategories } from '../categories';
import { teachers } from '../teachers';
import { allVideos } from '../videos';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import type { CatalogTranslation } from './types';

const languages: [string, CatalogTranslation][] = [
  ['es', es],
  ['fr', fr],
  ['de', de],
];

/** Every text of a translation with its dotted path, e.g. ['videos.who-am-i.title', '¿Quién soy?']. */
function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  return Object.entries(value as object).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key));
}

/** The English sentences each translated sentence stands for, by path. */
const englishSentences = new Map<string, string>([
  ...allVideos.map((v) => [`videos.${v.id}.description`, v.description] as const),
  ...pathCategories.map((c) => [`categories.${c.id}.description`, c.description] as const),
  ...teachers.map((t) => [`teachers.${t.id}.bio`, t.bio] as const),
]);

const sorted = (keys: Iterable<string>) => [...keys].sort();

describe.each(languages)('catalog translation %s', (_code, translation) => {
  const texts = leaves(translation);

  it('has exactly the ids of the catalog', () => {
    expect(sorted(Object.keys(translation.videos))).toEqual(sorted(allVideos.map((v) => v.id)));
    expect(sorted(Object.keys(translation.categories))).toEqual(sorted(pathCategories.map((c) => c.id)));
    // Also proves the type-level slug in teachers.ts matches teacherSlug() at run time.
    expect(sorted(Object.keys(translation.teachers))).toEqual(sorted(teachers.map((t) => t.id)));
    const videoCategories = new Set(allVideos.flatMap((v) => (v.category ? [v.category] : [])));
    expect(sorted(Object.keys(translation.categoryCopy.titles))).toEqual(sorted(['all', 'free', ...videoCategories]));
  });

  it('gives every field a clean, non-empty text', () => {
    expect(texts.length).toBe(2 * (allVideos.length + pathCategories.length + teachers.length) + 4 + 1 + 2 + 1);
    for (const [path, text] of texts) {
      expect(text.trim(), path).not.toBe('');
      expect(text, path).toBe(text.trim());
      expect(text, path).not.toMatch(/\s{2}|[\t\n\r]/);
      expect(text, path).not.toMatch(/\b(TODO|TBD|FIXME|XXX)\b|\{\{|\}\}|[[\]<>]|\.\.\.|…/);
      expect(text, path).not.toMatch(/lorem|ipsum/i);
    }
  });

  it('leaves no English behind', () => {
    for (const [path, text] of texts) expect(text, path).not.toMatch(/\b(the|and|with|your|you|for|of|to|into|from|this|that)\b/i);
    for (const [path, english] of englishSentences) {
      const text = texts.find(([p]) => p === path)?.[1];
      expect(text, path).toBeDefined();
      expect(text, path).not.toBe(english);
      // Similar length: the UI was laid out for the English.
      expect(text!.length / english.length, path).toBeGreaterThan(0.7);
      expect(text!.length / english.length, path).toBeLessThan(1.5);
    }
  });

  it('keeps teacher names as they are', () => {
    for (const teacher of teachers) {
      const firstName = teacher.name.split(' ')[0]!;
      expect(translation.teachers[teacher.id].bio, teacher.id).toMatch(new RegExp(`^${firstName}[ ,]`));
    }
  });
});

describe('catalog translations side by side', () => {
  it('are three different languages, sentence by sentence', () => {
    const [esTexts, frTexts, deTexts] = languages.map(([, t]) => new Map(leaves(t)));
    for (const path of englishSentences.keys()) {
      const versions = new Set([esTexts!.get(path), frTexts!.get(path), deTexts!.get(path)]);
      expect(versions.size, path).toBe(3);
    }
  });

  it('follow each language’s punctuation', () => {
    for (const [path, text] of leaves(fr)) {
      expect(text, `fr.${path}`).not.toMatch(/ [:;?!»]|« |[^\u00a0][;?!»]|[^\u00a0\d]:/);
      expect(text, `fr.${path}`).not.toMatch(/'/);
    }
    for (const [code, translation] of [['es', es], ['de', de]] as const) {
      for (const [path, text] of leaves(translation)) expect(text, `${code}.${path}`).not.toMatch(/[\u00a0\u202f]|\s[:;?!.,]/);
    }
    for (const [path, text] of leaves(es)) {
      expect(text.split('¿').length, `es.${path}`).toBe(text.split('?').length);
      expect(text.split('¡').length, `es.${path}`).toBe(text.split('!').length);
    }
  });

  it('load lazily: each language module imports nothing but the types', () => {
    const sources = import.meta.glob<string>(['./*.ts', '!./types.ts', '!./*.test.ts'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    expect(sorted(Object.keys(sources))).toEqual(['./de.ts', './es.ts', './fr.ts']);
    for (const [file, source] of Object.entries(sources)) {
      const imports = source.split('\n').filter((line) => /^\s*(import|export .* from)\b/.test(line) || /\bimport\(/.test(line));
      expect(imports, file).toEqual(["import type { CatalogTranslation } from './types';"]);
    }
  });
});
