import { describe, expect, it } from 'vitest';
import { readAuthCallback } from './urlCallback';

const at = (hash: string, search = '') => readAuthCallback({ hash, search });

describe('readAuthCallback', () => {
  it('finds nothing on an ordinary URL', () => {
    expect(at('')).toEqual({ kind: 'none' });
    expect(at('#main')).toEqual({ kind: 'none' });
  });

  it('reads a session callback and its type', () => {
    expect(at('#access_token=a&expires_in=3600&refresh_token=r&token_type=bearer&type=recovery')).toEqual({
      kind: 'session',
      type: 'recovery',
    });
  });

  it('reads an error callback from the fragment', () => {
    expect(at('#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=')).toEqual({
      kind: 'error',
      code: 'otp_expired',
      description: 'Email link is invalid or has expired',
    });
  });

  it('reads an error callback from the query string (PKCE)', () => {
    expect(at('', '?error=access_denied&error_code=otp_expired&error_description=Expired')).toEqual({
      kind: 'error',
      code: 'otp_expired',
      description: 'Expired',
    });
  });

  it('reads the note of the first email-change link', () => {
    expect(at('#message=Confirmation+link+accepted.+Please+proceed+to+confirm+link+sent+to+the+other+email&sb=')).toEqual({
      kind: 'message',
      description: 'Confirmation link accepted. Please proceed to confirm link sent to the other email',
    });
  });
});
