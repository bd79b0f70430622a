import { describe, expect, it } from 'vitest';
import { authStateFrom, awaitsSecondFactor } from './session';
import { fakeSession, fakeUser } from './testing/fakeAuthClient';

const token = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;
const withFactor = (status: 'verified' | 'unverified') =>
  fakeUser({ factors: [{ id: 'f1', factor_type: 'totp', status, friendly_name: '', created_at: '', updated_at: '' }] });

describe('authStateFrom (decision 1222)', () => {
  it('maps the user, with the pending new address', () => {
    const state = authStateFrom(fakeSession(fakeUser({ new_email: 'next@example.com' })));
    expect(state).toEqual({
      status: 'signed-in',
      user: { id: 'user-1', email: 'ana@example.com', createdAt: '2026-01-05T10:00:00Z', fullName: 'Ana Lima', newEmail: 'next@example.com', role: '' },
    });
  });

  it("carries app_metadata.role (the studio's editors), never user_metadata's", () => {
    const editor = authStateFrom(fakeSession(fakeUser({ app_metadata: { role: 'editor' }, user_metadata: { role: 'admin' } })));
    expect(editor.status === 'signed-in' && editor.user.role).toBe('editor');
    const member = authStateFrom(fakeSession(fakeUser({ user_metadata: { full_name: 'Ana', role: 'admin' } })));
    expect(member.status === 'signed-in' && member.user.role).toBe('');
  });

  it('counts a session still waiting for its second factor (AAL1 with a verified factor) as signed out', () => {
    const session = { ...fakeSession(withFactor('verified')), access_token: token({ aal: 'aal1' }) };
    expect(awaitsSecondFactor(session)).toBe(true);
    expect(authStateFrom(session)).toEqual({ status: 'signed-out' });
  });

  it('an AAL2 session, or a factor not verified yet, is signed in', () => {
    expect(authStateFrom({ ...fakeSession(withFactor('verified')), access_token: token({ aal: 'aal2' }) }).status).toBe('signed-in');
    expect(authStateFrom({ ...fakeSession(withFactor('unverified')), access_token: token({ aal: 'aal1' }) }).status).toBe('signed-in');
  });
});
