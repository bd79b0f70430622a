import { describe, expect, it } from 'vitest';
import { langCookie, localeFromCookieHeader, withHtmlLang } from './locales';

describe('the lang cookie', () => {
  it('is remembered on the whole site for a year, SameSite=Lax', () => {
    expect(langCookie('de')).toBe('lang=de; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['lang=es', 'es'],
    ['a=1; lang=fr; b=2', 'fr'],
    ['lang=xx', 'en'],
    ['lang=ES', 'en'],
    ['xlang=de', 'en'],
    ['lang=de=1', 'en'],
  ])('reads %s as %s', (header, locale) => {
    expect(localeFromCookieHeader(header)).toBe(locale);
  });
});

describe('per-language documents', () => {
  it('sets <html lang>', () => {
    expect(withHtmlLang('<!doctype html><html lang="en"><head>', 'fr')).toBe('<!doctype html><html lang="fr"><head>');
    expect(withHtmlLang('<html><body>', 'de')).toBe('<html lang="de"><body>');
    expect(() => withHtmlLang('<body>', 'de')).toThrow();
  });
});
