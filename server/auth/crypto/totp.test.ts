import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, newTotpSecret, totpCode, verifyTotp } from './totp.ts';

describe('TOTP (RFC 6238)', () => {
  // RFC 6238 appendix B, SHA-1 secret "12345678901234567890"; the RFC prints 8 digits, we keep the last 6.
  const secret = base32Encode(Buffer.from('12345678901234567890'));
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('at %i s the code is %s', (seconds, code) => {
    expect(totpCode(secret, seconds * 1000)).toBe(code);
  });

  it('accepts one step of drift either side and nothing further', () => {
    const now = 1_700_000_000_000;
    const s = newTotpSecret();
    expect(verifyTotp(s, totpCode(s, now - 30_000), now)).toBe(true);
    expect(verifyTotp(s, totpCode(s, now + 30_000), now)).toBe(true);
    expect(verifyTotp(s, totpCode(s, now + 90_000), now)).toBe(false);
    expect(verifyTotp(s, 'abcdef', now)).toBe(false);
  });

  it('round-trips base32', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 255, 7]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
  });
});
