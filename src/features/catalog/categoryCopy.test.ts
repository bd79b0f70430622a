import { describe, expect, it } from 'vitest';
import { translate } from '../../lib/i18n/i18n';
import { categoryIntro, categoryTitle, findPath } from './categoryCopy';

const intro = (category: string) => categoryIntro(category, findPath(category), translate);

describe('categoryTitle (docs/product.md#catalog)', () => {
  it.each([
    ['all', 'All Videos'],
    ['free', 'Free Videos'],
    ['yoga', 'Yoga Videos'],
    ['meditation', 'Meditation Videos'],
  ])('%s is titled %s', (category, title) => {
    expect(translate(categoryTitle(category))).toBe(title);
  });

  it.each(['breathwork', 'quantum', 'wisdom', 'karma', 'ancient', 'abundance', 'Yoga', 'constructor', 'toString'])(
    "%s gets the generic 'Videos'",
    (category) => {
      expect(translate(categoryTitle(category))).toBe('Videos');
    },
  );
});

describe('categoryIntro', () => {
  it("uses the path card's description for a path category", () => {
    expect(intro('breathwork')).toMatch(/breathing/i);
  });
  it('has a line for the library-wide lists and for unknown values', () => {
    expect(intro('all')).not.toBe(intro('free'));
    expect(intro('zzz')).toBeTruthy();
  });
});
