import { vi } from 'vitest';

/** A media query list that never changes, as jsdom (which has no layout) cannot evaluate one. */
export function staticMediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  };
}

/** window.matchMedia answering `matches(query)` for each query, until the test ends (the unit project restores mocks). */
export function mockMatchMedia(matches: (query: string) => boolean) {
  return vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => staticMediaQueryList(query, matches(query)));
}
