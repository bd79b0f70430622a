import { describe, expect, it } from 'vitest';
import { isKnownRoute, paths } from './routes';

describe('isKnownRoute', () => {
  it.each(['/', '/about', '/videos/all', '/videos/breathwork/', '/teacher/amara-okafor', '/video/x1', '/profile', '/login', '/signup', '/terms', '/privacy', '/cookies', '/subscribe'])(
    'knows %s',
    (path) => expect(isKnownRoute(path)).toBe(true),
  );

  it.each(['/nope', '/videos', '/videos/a/b', '/teacher/', '/about/more', '/index'])('does not know %s', (path) =>
    expect(isKnownRoute(path)).toBe(false),
  );
});

describe('paths', () => {
  it('is each route pattern, with its parameters filled in where it has some', () => {
    expect(paths.home).toBe('/');
    expect(paths.login).toBe('/login');
    expect(paths.videos('free')).toBe('/videos/free');
    expect(paths.teacher('amara-okafor')).toBe('/teacher/amara-okafor');
    expect(paths.video('x1')).toBe('/video/x1');
  });
});
