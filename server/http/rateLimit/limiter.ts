import type { FastifyInstance } from 'fastify';
import type { Limit } from '../../config.ts';
import { createMemoryStore } from './memoryStore.ts';
import { createRedisStore } from './redisStore.ts';
import type { CounterStore } from './store.ts';

export interface RateLimiter<Name extends string> {
  /** Count one hit on the counter `key` of limit `name` (fixed window); true when this hit goes past the limit's maximum. */
  hit(name: Name, key: string): Promise<boolean>;
}

/** Limits by name, counted in `store` under `rl:<key>`; a service turns `true` into its own 429. */
export function createRateLimiter<Name extends string>(store: CounterStore, limits: Record<Name, Limit>): RateLimiter<Name> {
  return {
    async hit(name, key) {
      const limit = limits[name];
      const { count } = await store.hit(`rl:${key}`, limit.windowMs);
      return count > limit.max;
    },
  };
}

/** The counters: in Redis when REDIS_URL is set (shared by every server process), else in this process's memory; closed with `app`. */
export async function openCounterStore(app: FastifyInstance, redis: { url: string; keyPrefix: string } | undefined): Promise<CounterStore> {
  if (!redis) return createMemoryStore();
  const store = await createRedisStore(redis.url, redis.keyPrefix);
  app.addHook('onClose', () => store.close());
  return store;
}
