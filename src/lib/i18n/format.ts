import type { Locale } from '../../../shared/locales';

/** A number as the language writes it: "1,234.5" in English, "1.234,5" in German. */
export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(locale, options).format(value);
}


/** A day as the language writes it in full ("March 4, 2026", "4. März 2026"); '' when the date is unreadable. */
export function formatLongDate(iso: string, locale: string = 'en-US'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' }).format(date);
}
