import type { CounterStore } from './store.ts';

/** Counters in this process's memory; expired windows are swept as the map grows. */
export function createMemoryStore(now: () => number = Date.now): CounterStore {
  const counters = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();
  return {
    async hit(key, windowMs) {
      const time = now();
      if (time - lastSweep > 60_000) {
        for (const [k, v] of counters) if (v.resetAt <= time) counters.delete(k);
        lastSweep = time;
      }
      const current = counters.get(key);
      if (!current || current.resetAt <= time) {
        const fresh = { count: 1, resetAt: time + windowMs };
        counters.set(key, fresh);
        return { ...fresh };
      }
      current.count += 1;
      return { ...current };
    },
  };
}
