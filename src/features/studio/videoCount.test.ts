import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LOCALE } from '../../../shared/locales';
import { formatCount, pluralForm } from '../../lib/i18n/format';
import { startInLocale, translate } from '../../lib/i18n/i18n';
import './messages';

describe("the videos page's count (decision 2671)", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    return startInLocale(DEFAULT_LOCALE);
  });

  it.each([
    ['en', '1 video', '1,234 videos'],
    ['es', '1 vídeo', '1234 vídeos'],
    ['fr', '0 vidéo', '1\u202f234 vidéos'],
    ['de', '1 Video', '1.234 Videos'],
  ] as const)('reads in %s as the language writes it, and makes no Intl.NumberFormat', async (locale, few, many) => {
    await startInLocale(locale);
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const count = (total: number) => translate('studio.videos.count', { form: pluralForm(total, locale), shown: formatCount(total, locale) });
    expect(count(locale === 'fr' ? 0 : 1)).toBe(few);
    expect(count(1_234)).toBe(many);
    expect(numberFormat).not.toHaveBeenCalled();
  });
});
