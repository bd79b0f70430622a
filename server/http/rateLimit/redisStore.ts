import { createClient } from 'redis';
import type { CounterStore } from './store.ts';

/**
 * One fixed window per key, atomically: the first hit starts the window (PEXPIRE), later hits
 * only count. A key that somehow lost its expiry gets one again, so no counter lives forever.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

export interface RedisStore extends CounterStore {
  close(): Promise<void>;
}

/** Raised when Redis cannot be reached; the API answers it with 503 (server/auth/http/replies/backendErrors.ts). */
export class CounterStoreUnavailable extends Error {
  constructor(cause: unknown) {
    super(`rate-limit store unavailable: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'CounterStoreUnavailable';
  }
}

/**
 * Counters in Redis, shared by every server process that uses the same REDIS_URL and prefix.
 * Commands fail at once while the connection is down (no offline queue), so a Redis outage turns
 * into quick 503s instead of requests hanging; the client reconnects in the background.
 */
export async function createRedisStore(url: string, prefix = 'stillwater:'): Promise<RedisStore> {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
  });
  let lastError = '';
  client.on('error', (error: Error) => {
    // Logged once per distinct message: a down Redis would otherwise log on every retry.
    if (error.message !== lastError) console.error('Redis rate-limit store:', error.message);
    lastError = error.message;
  });
  client.on('ready', () => {
    lastError = '';
  });
  await client.connect();
  return {
    async hit(key, windowMs) {
      let reply: unknown;
      try {
        reply = await client.eval(HIT_SCRIPT, { keys: [prefix + key], arguments: [String(Math.max(1, Math.round(windowMs)))] });
      } catch (error) {
        throw new CounterStoreUnavailable(error);
      }
      const [count, ttl] = reply as [number, number];
      return { count: Number(count), resetAt: Date.now() + Number(ttl) };
    },
    async close() {
      if (client.isOpen) await client.close();
    },
  };
}
