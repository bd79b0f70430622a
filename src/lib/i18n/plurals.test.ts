import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE } from '../../../shared/locales';
import { startInLocale, translate } from './i18n';

describe('plural messages (docs/i18n.md)', () => {
  afterEach(() => startInLocale(DEFAULT_LOCALE));

  it.each([
    ['en', '1 video', '12 videos'],
    ['es', '1 video', '12 videos'],
    ['fr', '1 vidéo', '12 vidéos'],
    ['de', '1 Video', '12 Videos'],
  ] as const)('count videos in %s', async (locale, one, other) => {
    await startInLocale(locale);
    expect(translate('catalog.videoCount', { count: 1 })).toBe(one);
    expect(translate('catalog.videoCount', { count: 12 })).toBe(other);
  });
});
