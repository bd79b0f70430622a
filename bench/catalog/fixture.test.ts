import { describe, expect, it } from 'vitest';
import { pathCategories } from '../../src/content/categories.ts';
import { catalogFixture, PREMIUM_SHARE, seededRandom, wordsOf, type Vocabulary } from './fixture.ts';

const vocabulary: Vocabulary = {
  en: ['breath', 'stillness', 'morning', 'gentle', 'body'],
  es: ['respiración', 'calma', 'mañana'],
  fr: ['souffle', 'calme', 'matin'],
  de: ['atem', 'stille', 'morgen'],
};
const now = new Date('2026-11-26T12:00:00Z');
const fixture = catalogFixture({ videos: 800, teachers: 80, now, vocabulary });

describe('catalogFixture', () => {
  it('makes the rows asked for, every text in three more languages', () => {
    expect(fixture.videos).toHaveLength(800);
    expect(fixture.teachers).toHaveLength(80);
    expect(fixture.videoTranslations).toHaveLength(2400);
    expect(fixture.teacherTranslations).toHaveLength(240);
    expect(new Set(fixture.videos.map((v) => v.id)).size).toBe(800);
    expect(new Set(fixture.teachers.map((t) => t.id)).size).toBe(80);
  });

  it('keeps within the schema: slugs, lengths, known teachers, published before now', () => {
    const teacherIds = new Set(fixture.teachers.map((t) => t.id));
    for (const video of fixture.videos) {
      expect(video.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(video.title.length).toBeGreaterThan(0);
      expect(video.title.length).toBeLessThanOrEqual(200);
      expect(teacherIds.has(video.teacher_id)).toBe(true);
      expect(new Date(video.published_at).getTime()).toBeLessThan(now.getTime());
    }
    for (const teacher of fixture.teachers) expect(teacher.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('spreads videos over the eight paths, about a quarter premium, the newest first and playable', () => {
    expect(new Set(fixture.videos.map((v) => v.category))).toEqual(new Set(pathCategories.map((c) => c.id)));
    const premium = fixture.videos.filter((v) => v.is_premium).length / fixture.videos.length;
    expect(Math.abs(premium - PREMIUM_SHARE)).toBeLessThan(0.05);
    const times = fixture.videos.map((v) => new Date(v.published_at).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(fixture.videos[0]?.playback_url).not.toBeNull();
    expect(fixture.videos.some((v) => v.playback_url === null)).toBe(true);
  });

  it('writes each language in its own words', () => {
    const french = fixture.videoTranslations.filter((t) => t.language === 'fr').map((t) => t.text).join(' ');
    expect(french).toMatch(/souffle|calme|matin/);
    expect(french).not.toMatch(/breath|stillness/);
  });

  it('makes the same rows every time', () => {
    expect(catalogFixture({ videos: 800, teachers: 80, now, vocabulary })).toEqual(fixture);
    expect(seededRandom(7)()).toBe(seededRandom(7)());
  });
});

describe('wordsOf', () => {
  it('gives each word once, lowercased, without punctuation', () => {
    expect(wordsOf(['Sit, breathe.', 'breathe — rest; l’été'])).toEqual(['sit', 'breathe', 'rest', 'été']);
  });
});
