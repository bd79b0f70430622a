import { beforeEach, describe, expect, it } from 'vitest';
import { restoreSavedRedirect } from './redirectRestore';

describe('restoreSavedRedirect', () => {
  beforeEach(() => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('puts the saved path into the address bar and forgets it', () => {
    sessionStorage.setItem('redirect', '/teacher/amara-okafor?x=1#top');
    restoreSavedRedirect();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/teacher/amara-okafor?x=1#top');
    expect(sessionStorage.getItem('redirect')).toBeNull();
  });

  it('does nothing without a saved path', () => {
    restoreSavedRedirect();
    expect(window.location.pathname).toBe('/');
  });

  it('ignores anything that is not a same-origin path', () => {
    sessionStorage.setItem('redirect', '//evil.example/steal');
    restoreSavedRedirect();
    expect(window.location.pathname).toBe('/');
    expect(sessionStorage.getItem('redirect')).toBeNull();
  });
});
