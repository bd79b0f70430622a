import { describe, expect, it } from 'vitest';
import { returnPathOf, signInThenBackTo } from './returnPath';

describe('signing in, then coming back', () => {
  it('names the page to come back to, with its query', () => {
    expect(signInThenBackTo('/subscribe?checkout=success')).toBe('/login?next=%2Fsubscribe%3Fcheckout%3Dsuccess');
    expect(returnPathOf('?next=%2Fsubscribe%3Fcheckout%3Dsuccess')).toBe('/subscribe?checkout=success');
  });

  it('goes home without one, and for anything that is not a path of this site', () => {
    for (const search of ['', '?next=', '?next=subscribe', '?next=https%3A%2F%2Fevil.example%2F', '?next=%2F%2Fevil.example', '?next=%2F%5Cevil.example', '?next=javascript%3Aalert(1)']) {
      expect(returnPathOf(search), search).toBe('/');
    }
  });
});
