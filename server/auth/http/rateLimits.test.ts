import { describe, expect, it } from 'vitest';
import { readRateLimits } from '../../config.ts';
import { createRateLimiter } from '../../http/rateLimit/limiter.ts';
import { createMemoryStore } from '../../http/rateLimit/memoryStore.ts';
import type { CounterStore } from '../../http/rateLimit/store.ts';
import { assertEveryRowRouted, countMailSent, countRequest, ROUTE_LIMITS, routeLimit } from './rateLimits.ts';

describe('the auth rate-limit table', () => {
  it('throws the GoTrue codes past a limit, one counter per scope and IP, one mail counter for the server', async () => {
    const keys: string[] = [];
    const memory = createMemoryStore();
    const spy: CounterStore = { hit: (key, windowMs) => (keys.push(key), memory.hit(key, windowMs)) };
    const limits = { ...readRateLimits({}), verify: { max: 1, windowMs: 60_000 }, emailSent: { max: 1, windowMs: 60_000 } };
    const limiter = createRateLimiter(spy, limits);
    await countRequest(limiter, { limit: 'verify' }, '10.0.0.1');
    await expect(countRequest(limiter, { limit: 'verify' }, '10.0.0.1')).rejects.toMatchObject({ status: 429, errorCode: 'over_request_rate_limit' });
    await countRequest(limiter, { limit: 'verify' }, '10.0.0.2');
    await countRequest(limiter, { limit: 'verify', scope: 'other' }, '10.0.0.1');
    await countMailSent(limiter);
    await expect(countMailSent(limiter)).rejects.toMatchObject({ status: 429, errorCode: 'over_email_send_rate_limit', message: 'email rate limit exceeded' });
    expect(keys).toEqual(['rl:verify:10.0.0.1', 'rl:verify:10.0.0.1', 'rl:verify:10.0.0.2', 'rl:other:10.0.0.1', 'rl:email_sent', 'rl:email_sent']);
  });

  it('finds a route’s row by method and path, HEAD as the GET it answers', () => {
    expect(routeLimit('POST', '/token')).toEqual({ limit: 'tokenRefresh', scope: 'token' });
    expect(routeLimit('HEAD', '/verify')).toBe(ROUTE_LIMITS['GET /verify']);
    expect(routeLimit('GET', '/token')).toBeUndefined();
  });

  it('refuses to start with a row that names no route', () => {
    const every = new Set(Object.keys(ROUTE_LIMITS));
    expect(() => assertEveryRowRouted(every)).not.toThrow();
    every.delete('POST /otp');
    expect(() => assertEveryRowRouted(every)).toThrow(/POST \/otp/);
  });
});
