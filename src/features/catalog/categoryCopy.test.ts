import { describe, expect, it } from 'vitest';
import { categoryIntro, categoryTitle } from './categoryCopy';

describe('categoryTitle (docs/product.md#catalog)', () => {
  it.each([
    ['all', 'All Videos'],
    ['free', 'Free Videos'],
    ['yoga', 'Yoga Videos'],
    ['meditation', 'Meditation Videos'],
  ])('%s is titled %s', (category, title) => {
    expect(categoryTitle(category)).toBe(title);
  });

  it.each(['breathwork', 'quantum', 'wisdom', 'karma', 'ancient', 'abundance', 'Yoga', 'constructor', 'toString'])(
    "%s gets the generic 'Videos'",
    (category) => {
      expect(categoryTitle(category)).toBe('Videos');
    },
  );
});

describe('categoryIntro', () => {
  it("uses the path card's description for a path category", () => {
    expect(categoryIntro('breathwork')).toMatch(/breathing/i);
  });
  it('has a line for the library-wide lists and for unknown values', () => {
    expect(categoryIntro('all')).not.toBe(categoryIntro('free'));
    expect(categoryIntro('zzz')).toBeTruthy();
  });
});
