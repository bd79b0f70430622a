import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './limiter.ts';
import { readRateLimits } from '../../../config.ts';
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

  it('throws the GoTrue codes past a limit, reading counters only through the store', async () => {
    const keys: string[] = [];
    const memory = createMemoryStore();
    const spy: CounterStore = { hit: (key, windowMs) => (keys.push(key), memory.hit(key, windowMs)) };
    const limiter = createRateLimiter(spy, { ...readRateLimits({}), verify: { max: 1, windowMs: 60_000 }, emailSent: { max: 1, windowMs: 60_000 } });
    await limiter.request('verify', '10.0.0.1');
    await expect(limiter.request('verify', '10.0.0.1')).rejects.toMatchObject({ status: 429, errorCode: 'over_request_rate_limit' });
    await limiter.request('verify', '10.0.0.2');
    await limiter.mailSent();
    await expect(limiter.mailSent()).rejects.toMatchObject({ status: 429, errorCode: 'over_email_send_rate_limit', message: 'email rate limit exceeded' });
    expect(keys).toEqual(['rl:verify:10.0.0.1', 'rl:verify:10.0.0.1', 'rl:verify:10.0.0.2', 'rl:email_sent', 'rl:email_sent']);
  });
});
