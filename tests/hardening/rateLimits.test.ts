import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisStore, type RedisStore } from '../../server/http/rateLimit/redisStore.ts';
import { authFetch } from '../support/authApi.ts';
import { RELAXED_LIMITS } from '../support/limits.ts';
import { makeSite, pgliteDataDir, startProcess, type ServerProcess, type Site } from './support/serverProcess.ts';

// The two Redis suites below are skipped (and reported as skipped) without a Redis server to talk to; CI and
// `.ci/run` set REDIS_URL_TEST, so there they run.
const REDIS_URL = process.env.REDIS_URL_TEST;
const LIMIT = 5;

/** POST /verify with a token that matches nothing: cheap, and counted by the `verify` limit first. */
async function verifyAttempt(server: ServerProcess): Promise<number> {
  const response = await authFetch(server, '/verify', { method: 'POST', json: { type: 'email', token_hash: 'no-such-token' } });
  const body = (await response.json()) as { code?: string };
  if (response.status === 429) expect(body.code).toBe('over_request_rate_limit');
  else expect(body.code).toBe('otp_expired');
  return response.status;
}

async function attempts(server: ServerProcess, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) statuses.push(await verifyAttempt(server));
  return statuses;
}

/** Two server processes, each on its own PGlite database, with RATE_LIMIT_VERIFY=5 and `env`. */
async function twoProcesses(site: Site, env: Record<string, string>): Promise<[ServerProcess, ServerProcess]> {
  const shared = { ...RELAXED_LIMITS, RATE_LIMIT_VERIFY: String(LIMIT), ...env };
  return Promise.all([
    startProcess({ site, dataDir: await pgliteDataDir(site, 'db-a'), env: shared }),
    startProcess({ site, dataDir: await pgliteDataDir(site, 'db-b'), env: shared }),
  ]);
}

describe('rate limits without REDIS_URL: per process', () => {
  let site: Site;
  let servers: ServerProcess[] = [];
  beforeAll(async () => {
    site = makeSite();
    servers = await twoProcesses(site, {});
  }, 180_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill()));
    site?.cleanup();
  });

  it('counts each process on its own: 5 on each pass, the 6th on either is refused', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    expect(await attempts(a, LIMIT)).toEqual(Array(LIMIT).fill(403));
    expect(await attempts(b, LIMIT)).toEqual(Array(LIMIT).fill(403));
    expect(await verifyAttempt(a)).toBe(429);
    expect(await verifyAttempt(b)).toBe(429);
  });
});

// Needs a Redis server (REDIS_URL_TEST) for the processes to share; CI has one, so these run there.
describe.skipIf(!REDIS_URL)('rate limits with REDIS_URL: shared by every process', () => {
  let site: Site;
  let servers: ServerProcess[] = [];
  const prefix = `stillwater-test-${randomBytes(4).toString('hex')}:`;
  beforeAll(async () => {
    site = makeSite();
    servers = await twoProcesses(site, { REDIS_URL: REDIS_URL as string, REDIS_KEY_PREFIX: prefix });
  }, 180_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill()));
    site?.cleanup();
    const redis = createClient({ url: REDIS_URL });
    await redis.connect();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(keys);
    await redis.close();
  });

  it('adds up the hits of both processes: 3 on one and 2 on the other use up the limit of 5', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    expect(await attempts(a, 3)).toEqual([403, 403, 403]);
    expect(await attempts(b, 2)).toEqual([403, 403]);
    expect(await verifyAttempt(a)).toBe(429);
    expect(await verifyAttempt(b)).toBe(429);
  });
});

// Needs a Redis server (REDIS_URL_TEST); CI has one, so these run there.
describe.skipIf(!REDIS_URL)('the Redis counter store', () => {
  let store: RedisStore;
  const prefix = `stillwater-unit-${randomBytes(4).toString('hex')}:`;
  beforeAll(async () => {
    store = await createRedisStore(REDIS_URL as string, prefix);
  });
  afterAll(async () => {
    const redis = createClient({ url: REDIS_URL });
    await redis.connect();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(keys);
    await redis.close();
    await store.close();
  });

  it('counts concurrent hits exactly once each (atomic increments)', async () => {
    const results = await Promise.all(Array.from({ length: 200 }, () => store.hit('burst', 60_000)));
    expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
  });

  it('opens a fresh window once the old one has expired, and reports when a window ends', async () => {
    const before = Date.now();
    const first = await store.hit('window', 300);
    expect(first.count).toBe(1);
    expect(first.resetAt).toBeGreaterThanOrEqual(before + 200);
    expect(first.resetAt).toBeLessThanOrEqual(Date.now() + 300);
    expect((await store.hit('window', 300)).count).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect((await store.hit('window', 300)).count).toBe(1);
  });

  it('keeps keys of different prefixes apart', async () => {
    const other = await createRedisStore(REDIS_URL as string, `${prefix}other:`);
    await store.hit('shared-name', 60_000);
    expect((await other.hit('shared-name', 60_000)).count).toBe(1);
    await other.close();
  });

  it('fails fast with a CounterStoreUnavailable error once its connection is gone', async () => {
    const closing = await createRedisStore(REDIS_URL as string, prefix);
    await closing.close();
    await expect(closing.hit('after-close', 1_000)).rejects.toMatchObject({ name: 'CounterStoreUnavailable' });
  });
});
