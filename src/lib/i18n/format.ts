import type { Locale } from '../../../shared/locales';

/** A number as the language writes it: "1,234.5" in English, "1.234,5" in German. */
export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(locale, options).format(value);
}

/**
 * A price given in the currency's minor unit (cents, as Stripe counts it) as the language writes it: 1500 usd →
 * "$15" in English, "15 $US" in French; a fraction only when there is one ("$14.99").
 */
export function formatPrice(minorUnits: number, currency: string, locale: Locale): string {
  const options: Intl.NumberFormatOptions = { style: 'currency', currency: currency.toUpperCase() };
  const digits = new Intl.NumberFormat(locale, options).resolvedOptions().maximumFractionDigits ?? 2;
  const amount = minorUnits / 10 ** digits;
  return formatNumber(amount, locale, Number.isInteger(amount) ? { ...options, minimumFractionDigits: 0, maximumFractionDigits: 0 } : options);
}

/**
 * How each language groups the digits of a whole number: its separator, and the smallest number it groups (CLDR's
 * minimum grouping digits: Spanish writes 1234 but 12.345).
 */
const GROUPING: Record<Locale, { separator: string; from: number }> = {
  en: { separator: ',', from: 1_000 },
  es: { separator: '.', from: 10_000 },
  fr: { separator: '\u202f', from: 1_000 },
  de: { separator: '.', from: 1_000 },
};

/**
 * A count (a whole number, 0 or more) as the language writes it, as `formatNumber` would, without Intl.NumberFormat:
 * a page's first NumberFormat loads ICU's number data, 20–60 ms in one piece on the main thread (decision 2671).
 * The test holds it equal to Intl's output.
 */
export function formatCount(count: number, locale: Locale): string {
  const digits = String(count);
  const { separator, from } = GROUPING[locale];
  return count < from ? digits : digits.replace(/\B(?=(\d{3})+$)/g, separator);
}

/**
 * The plural category of a count in the language ("one", "other"…), for a message that selects on it:
 * `{form, select, one {…} other {…}}`. Lingui's own plural formats its `#` with Intl.NumberFormat even where the
 * message shows no `#`; Intl.PluralRules needs none of that data.
 */
export function pluralForm(count: number, locale: Locale): Intl.LDMLPluralRule {
  return new Intl.PluralRules(locale).select(count);
}

/**
 * Month names and the order of a long date in each of the site's languages, as CLDR (and so Intl) writes them.
 * Written out rather than asked of Intl.DateTimeFormat: the first DateTimeFormat a page makes loads ICU's date
 * data, 20–90 ms on the main thread, one long task when a member's page appears (decision 1418). The test holds
 * every month of every language equal to Intl's own output.
 */
const LONG_DATES: Record<Locale, { months: readonly string[]; write: (day: number, month: string, year: number) => string }> = {
  en: {
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    write: (day, month, year) => `${month} ${day}, ${year}`,
  },
  es: {
    months: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
    write: (day, month, year) => `${day} de ${month} de ${year}`,
  },
  fr: {
    months: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
    write: (day, month, year) => `${day} ${month} ${year}`,
  },
  de: {
    months: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
    write: (day, month, year) => `${day}. ${month} ${year}`,
  },
};

/** A day, in the visitor's time zone, as the language writes it in full ("March 4, 2026", "4. März 2026"); '' when the date is unreadable. */
export function formatLongDate(iso: string, locale: Locale = 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const { months, write } = LONG_DATES[locale];
  return write(date.getDate(), months[date.getMonth()]!, date.getFullYear());
}

/**
 * How each language writes a size: its decimal comma or point, its units (French counts in octets) and the space
 * before them, one that does not break.
 */
const SIZES: Record<Locale, { decimal: string; units: readonly [string, string, string, string]; space: string }> = {
  en: { decimal: '.', units: ['kB', 'MB', 'GB', 'TB'], space: '\u00a0' },
  es: { decimal: ',', units: ['kB', 'MB', 'GB', 'TB'], space: '\u00a0' },
  fr: { decimal: ',', units: ['ko', 'Mo', 'Go', 'To'], space: '\u202f' },
  de: { decimal: ',', units: ['kB', 'MB', 'GB', 'TB'], space: '\u00a0' },
};

/**
 * A size in bytes as the language writes it, in decimal units ("412 MB", "1,2 Go"): one decimal below 10 of a unit,
 * none above, kB the smallest. Written out, as `formatCount` is; the test holds it equal to Intl's unit format but
 * for the kind of space.
 */
export function formatBytes(bytes: number, locale: Locale): string {
  const { decimal, units, space } = SIZES[locale];
  let unit = Math.max(0, Math.min(units.length - 1, Math.floor(Math.log10(Math.max(bytes, 1)) / 3) - 1));
  const rounded = (index: number) => {
    const value = bytes / 1000 ** (index + 1);
    const scale = value < 10 ? 10 : 1;
    return Math.round(value * scale) / scale;
  };
  // 999,960 kB rounds to 1,000 kB: that is 1 MB.
  if (rounded(unit) >= 1000 && unit < units.length - 1) unit += 1;
  const value = rounded(unit);
  const whole = Math.trunc(value);
  const tenth = Math.round((value - whole) * 10);
  return `${formatCount(whole, locale)}${tenth ? `${decimal}${tenth}` : ''}${space}${units[unit]}`;
}
