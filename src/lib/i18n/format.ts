import type { Locale } from '../../../shared/locales';

/** A number as the language writes it: "1,234.5" in English, "1.234,5" in German. */
export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(locale, options).format(value);
}

