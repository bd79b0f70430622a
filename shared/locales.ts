/** The site's languages (docs/i18n.md), the cookie that remembers the visitor's choice, and how to read it back. */
export const LOCALES = ['en', 'es', 'fr', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in itself, as the footer's selector lists it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español', fr: 'Français', de: 'Deutsch' };

export const LANG_COOKIE = 'lang';
const LANG_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The remembered language in a `Cookie` header; the default when absent or not one of ours. */
export function localeFromCookieHeader(header: string | undefined): Locale {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== LANG_COOKIE) continue;
    const value = part.slice(at + 1).trim();
    if (isLocale(value)) return value;
  }
  return DEFAULT_LOCALE;
}

/** The `document.cookie` assignment that remembers a language for a year on the whole site. */
export function langCookie(locale: Locale): string {
  return `${LANG_COOKIE}=${locale}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

const HTML_TAG = /<html(?:\s[^>]*)?>/;

/** A document announcing a language in its `<html lang>` (index.html's tag carries no other attribute). */
export function withHtmlLang(html: string, locale: Locale): string {
  if (!HTML_TAG.test(html)) throw new Error('the document has no <html> tag');
  return html.replace(HTML_TAG, `<html lang="${locale}">`);
}
