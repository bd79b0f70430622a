import * as crypto from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { safeEqual } from '../../../server/auth/crypto/secrets.ts';
import { totpCode, verifyTotp } from '../../../server/auth/crypto/totp.ts';

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

const timingSafeEqual = vi.mocked(crypto.timingSafeEqual);

describe('safeEqual: secrets compared in constant time', () => {
  beforeEach(() => {
    timingSafeEqual.mockClear();
  });

  it('tells equal from different values, whatever their length or content', () => {
    expect(safeEqual('123456', '123456')).toBe(true);
    expect(safeEqual('123456', '123457')).toBe(false);
    expect(safeEqual('123456', '12345')).toBe(false);
    expect(safeEqual('123456', '1234567')).toBe(false);
    expect(safeEqual('', '')).toBe(true);
    expect(safeEqual('', 'a')).toBe(false);
    expect(safeEqual('pkce_ä€😀', 'pkce_ä€😀')).toBe(true);
    expect(safeEqual('pkce_ä€😀', 'pkce_ä€😁')).toBe(false);
  });

  it('always compares through crypto.timingSafeEqual on two 32-byte hashes, even for different lengths', () => {
    const pairs: [string, string][] = [
      ['a', 'a'],
      ['a', 'b'],
      ['short', 'a much longer candidate value'],
      ['', 'x'.repeat(10_000)],
    ];
    for (const [a, b] of pairs) safeEqual(a, b);
    expect(timingSafeEqual).toHaveBeenCalledTimes(pairs.length);
    for (const [left, right] of timingSafeEqual.mock.calls) {
      expect((left as Buffer).length).toBe(32);
      expect((right as Buffer).length).toBe(32);
    }
  });

  it('is what TOTP verification uses for the submitted code, in every clock-drift window', () => {
    const secret = 'JBSWY3DPEHPK3PXP';
    const now = Date.UTC(2026, 0, 1);
    expect(verifyTotp(secret, totpCode(secret, now), now)).toBe(true);
    expect(timingSafeEqual).toHaveBeenCalled();
    timingSafeEqual.mockClear();
    const windows = [-1, 0, 1].map((drift) => totpCode(secret, now + drift * 30_000));
    const wrong = ['000000', '111111', '222222', '333333'].find((code) => !windows.includes(code)) as string;
    expect(verifyTotp(secret, wrong, now)).toBe(false);
    expect(timingSafeEqual).toHaveBeenCalledTimes(3);
  });
});
