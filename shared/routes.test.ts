import { describe, expect, it } from 'vitest';
import { isKnownRoute } from './routes';

describe('isKnownRoute', () => {
  it.each(['/', '/about', '/videos/all', '/videos/breathwork/', '/teacher/amara-okafor', '/video/x1', '/profile', '/login', '/signup', '/terms', '/privacy', '/cookies', '/subscribe'])(
    'knows %s',
    (path) => expect(isKnownRoute(path)).toBe(true),
  );

  it.each(['/nope', '/videos', '/videos/a/b', '/teacher/', '/about/more', '/index'])('does not know %s', (path) =>
    expect(isKnownRoute(path)).toBe(false),
  );
});
