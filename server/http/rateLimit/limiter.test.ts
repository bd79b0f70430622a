import { describe, expect, it } from 'vitest';
import { readRateLimits } from '../../config.ts';
import { createRateLimiter } from './limiter.ts';
import { createMemoryStore } from './memoryStore.ts';
import type { CounterStore } from './store.ts';

describe('rate limits', () => {
  it('default to Supabase’s numbers and read each variable', () => {
    const defaults = readRateLimits({});
    expect(defaults.tokenRefresh).toEqual({ max: 150, windowMs: 300_000 });
    expect(defaults.emailSent).toEqual({ max: 30, windowMs: 3_600_000 });
    expect(defaults.verify.max).toBe(30);
    expect(defaults.mfa).toEqual({ max: 15, windowMs: 60_000 });
    expect(readRateLimits({ RATE_LIMIT_OTP: '5' }).otp.max).toBe(5);
    expect(() => readRateLimits({ RATE_LIMIT_VERIFY: 'lots' })).toThrow(/RATE_LIMIT_VERIFY/);
  });

  it('counts in fixed windows per key in memory', async () => {
    let now = 0;
    const store = createMemoryStore(() => now);
    expect((await store.hit('a', 1000)).count).toBe(1);
    expect((await store.hit('a', 1000)).count).toBe(2);
    expect((await store.hit('b', 1000)).count).toBe(1);
    now = 1000;
    expect(await store.hit('a', 1000)).toEqual({ count: 1, resetAt: 2000 });
  });

  it('says when a hit goes past its limit, reading counters only through the store', async () => {
    const seen: [string, number][] = [];
    const memory = createMemoryStore();
    const spy: CounterStore = { hit: (key, windowMs) => (seen.push([key, windowMs]), memory.hit(key, windowMs)) };
    const limiter = createRateLimiter(spy, { one: { max: 1, windowMs: 60_000 }, two: { max: 2, windowMs: 1_000 } });
    expect(await limiter.hit('one', 'x')).toBe(false);
    expect(await limiter.hit('one', 'x')).toBe(true);
    expect(await limiter.hit('one', 'y')).toBe(false);
    expect([await limiter.hit('two', 'z'), await limiter.hit('two', 'z'), await limiter.hit('two', 'z')]).toEqual([false, false, true]);
    expect(seen).toEqual([['rl:x', 60_000], ['rl:x', 60_000], ['rl:y', 60_000], ['rl:z', 1_000], ['rl:z', 1_000], ['rl:z', 1_000]]);
  });
});
