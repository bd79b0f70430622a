import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from '../../server/auth/http/input/jsonBody.ts';
import { isServiceUnavailable, isUnstorableValue } from '../../server/auth/http/replies/backendErrors.ts';
import { toAuthError } from '../../server/auth/http/replies/errorReply.ts';
import { CounterStoreUnavailable } from '../../server/http/rateLimit/redisStore.ts';
import { deeplyNested } from './support/hostileInput.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('backend failures in the auth error format', () => {
  it('answers 503 service_unavailable when PostgreSQL or Redis is unreachable or drops the connection', () => {
    const lost = [
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('08006', 'connection failure'),
      withCode('53300', 'too many connections'),
      withCode('ECONNREFUSED'),
      withCode('ECONNRESET'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new CounterStoreUnavailable(new Error('The client is closed')),
    ];
    for (const error of lost) {
      expect(isServiceUnavailable(error), error.message).toBe(true);
      expect(toAuthError(error)).toMatchObject({ status: 503, errorCode: 'service_unavailable' });
    }
  });

  it('answers 400 validation_failed when PostgreSQL refuses a value the client sent', () => {
    for (const code of ['22P05', '22021', '22001', '22P02', '54001']) {
      expect(isUnstorableValue(withCode(code))).toBe(true);
      expect(toAuthError(withCode(code))).toMatchObject({ status: 400, errorCode: 'validation_failed' });
    }
  });

  it('still answers 500 for real server faults', () => {
    for (const error of [new TypeError('x is undefined'), withCode('42P01', 'relation does not exist')]) {
      expect(isServiceUnavailable(error)).toBe(false);
      expect(isUnstorableValue(error)).toBe(false);
      expect(toAuthError(error).status).toBe(500);
    }
  });
});

describe('body nesting limit', () => {
  it('measures depth without recursion, so 100,000 levels cannot overflow the stack', () => {
    expect(nestsDeeperThan(JSON.parse(deeplyNested(64, 'array')))).toBe(false);
    expect(nestsDeeperThan(JSON.parse(deeplyNested(65, 'array')))).toBe(true);
    expect(nestsDeeperThan(JSON.parse(deeplyNested(100_000, 'object')))).toBe(true);
    expect(nestsDeeperThan({ email: 'a@b.co', data: { full_name: 'A', tags: ['x'] } })).toBe(false);
    expect(nestsDeeperThan('plain')).toBe(false);
  });
});
