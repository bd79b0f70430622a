import { describe, expect, it } from 'vitest';
import { de } from '../../content/translations/de';
import { es } from '../../content/translations/es';
import { fr } from '../../content/translations/fr';
import { categoryIntro, categoryTitle } from './categoryCopy';

// Lives here rather than in src/content/translations because content may not import a feature (ESLint fences).
describe.each([
  ['es', es],
  ['fr', fr],
  ['de', de],
])('category page copy in %s', (_code, { categoryCopy }) => {
  it('translates every English title and intro', () => {
    for (const [category, title] of Object.entries(categoryCopy.titles)) expect(title, category).not.toBe(categoryTitle(category));
    for (const [category, intro] of Object.entries(categoryCopy.intros)) expect(intro, category).not.toBe(categoryIntro(category));
    expect(categoryCopy.fallbackIntro).not.toBe(categoryIntro('not-a-category'));
  });
});
