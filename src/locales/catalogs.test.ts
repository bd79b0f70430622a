import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogPart, compileCatalog, LAZY_NAMESPACES } from '../../scripts/vite/compiledCatalogs';
import { LOCALES } from '../../shared/locales';
import { pathCategories } from '../content/categories';
import { localizeCategory } from '../content/localize';

/** The source catalogs, as translators edit them (src/locales/<lang>.json). */
const catalogs = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    JSON.parse(readFileSync(path.join(import.meta.dirname, `${locale}.json`), 'utf8')) as Record<string, string>,
  ]),
);
const english = catalogs.en!;
const others = LOCALES.filter((locale) => locale !== 'en');

/** A message's placeholders (`{name}`, `{count, plural, …}`) and numbered tags (`<0>…</0>`), sorted. */
function placeholders(message: string): string[] {
  const names = [...message.matchAll(/\{\s*([A-Za-z_]\w*)/g)].map(([, name]) => `{${name}}`);
  const tags = [...message.matchAll(/<(\d+)>/g)].map(([, tag]) => `<${tag}>`);
  return [...new Set([...names, ...tags])].sort();
}

describe('message catalogs (docs/i18n.md)', () => {
  it('has one catalog per language, and no other', () => {
    const files = readdirSync(import.meta.dirname).filter((file) => file.endsWith('.json'));
    expect(files.sort()).toEqual(LOCALES.map((locale) => `${locale}.json`).sort());
  });

  it.each(others)('%s has every English key and no other', (locale) => {
    const keys = Object.keys(catalogs[locale]!);
    expect(Object.keys(english).filter((key) => !keys.includes(key)), 'missing').toEqual([]);
    expect(keys.filter((key) => !Object.hasOwn(english, key)), 'extra').toEqual([]);
  });

  it.each(others)('%s uses the same placeholders as English in every message', (locale) => {
    const differing = Object.entries(english)
      .filter(([key, message]) => placeholders(catalogs[locale]![key] ?? '').join() !== placeholders(message).join())
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it.each(LOCALES)('%s has no empty message, and every message compiles', (locale) => {
    const catalog = catalogs[locale]!;
    expect(Object.entries(catalog).filter(([, message]) => !message.trim())).toEqual([]);
    expect(() => compileCatalog(catalog)).not.toThrow();
  });

  it('notices a missing key and a changed placeholder', () => {
    expect(placeholders('Hello {name}, <0>you</0> have {count, plural, one {# video} other {# videos}}')).toEqual([
      '<0>',
      '{count}',
      '{name}',
    ]);
    expect(placeholders('Hola {nombre}')).not.toEqual(placeholders('Hello {name}'));
  });
});

describe("the header's path menu", () => {
  it.each(LOCALES)('names each path as its card does, in %s', async (locale) => {
    const translation = locale === 'en' ? undefined : (await import(`../content/translations/${locale}.ts`))[locale];
    for (const category of pathCategories) {
      expect(catalogs[locale]![`nav.path.${category.id}`]).toBe(localizeCategory(category, translation).title);
    }
  });
});

describe('lazy namespaces (decision 2546)', () => {
  it("leave the English catalog of the first bundle, and come whole with the part of the app that shows them", () => {
    const first = catalogPart(english, 'en', null);
    for (const name of LAZY_NAMESPACES) {
      const own = Object.keys(english).filter((id) => id.startsWith(`${name}.`));
      expect(own.length, name).toBeGreaterThan(0);
      expect(Object.keys(first).filter((id) => own.includes(id))).toEqual([]);
      expect(Object.keys(catalogPart(english, 'en', name)).sort()).toEqual(own.sort());
    }
    expect(Object.keys(first).length + LAZY_NAMESPACES.reduce((n, name) => n + Object.keys(catalogPart(english, 'en', name)).length, 0)).toBe(Object.keys(english).length);
  });

  it('leave no other language: those load whole, on demand', () => {
    for (const locale of others) expect(catalogPart(catalogs[locale]!, locale, null)).toEqual(catalogs[locale]);
  });
});
