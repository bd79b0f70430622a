/**
 * Where rate-limit counters live. The limiter reads and writes counters only through this
 * interface, so an in-memory store (one process) and a shared store (Redis, several instances)
 * are interchangeable.
 */
export interface CounterStore {
  /**
   * Add one hit to `key` in the fixed window of `windowMs` that starts at its first hit, and return
   * the count so far and when the window ends (epoch ms).
   */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
}
