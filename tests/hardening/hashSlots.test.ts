import { availableParallelism } from 'node:os';
import { describe, expect, it, vi } from 'vitest';
import { checkPassword, HASH_SLOTS, hashPassword } from '../../server/auth/crypto/passwords.ts';

const state = vi.hoisted(() => ({ running: 0, peak: 0, release: [] as (() => void)[] }));

// A stand-in for argon2 that holds each job until the test lets it go, counting jobs at once.
vi.mock('@node-rs/argon2', () => {
  const job = async <T,>(value: T) => {
    state.running += 1;
    state.peak = Math.max(state.peak, state.running);
    await new Promise<void>((resolve) => state.release.push(resolve));
    state.running -= 1;
    return value;
  };
  return { hash: (password: string) => job(`$argon2id$fake$${password}`), verify: (stored: string, password: string) => job(stored === `$argon2id$fake$${password}`) };
});

describe('password hashing leaves a thread-pool thread free', () => {
  it('runs at most UV_THREADPOOL_SIZE - 1 (3) hashes at once, no more than cores, and serves the rest in order', async () => {
    expect(HASH_SLOTS).toBe(Math.min(3, availableParallelism()));
    const jobs = [
      ...Array.from({ length: 5 }, (_, i) => hashPassword(`pw${i}`)),
      ...Array.from({ length: 5 }, (_, i) => checkPassword(`pw${i}`, `$argon2id$fake$pw${i}`)),
    ];
    for (let finished = 0; finished < jobs.length; finished += 1) {
      await vi.waitFor(() => expect(state.release.length).toBeGreaterThan(0));
      expect(state.running).toBeLessThanOrEqual(HASH_SLOTS);
      state.release.shift()?.();
    }
    const results = await Promise.all(jobs);
    expect(state.peak).toBe(HASH_SLOTS);
    expect(results.slice(0, 5)).toEqual(['$argon2id$fake$pw0', '$argon2id$fake$pw1', '$argon2id$fake$pw2', '$argon2id$fake$pw3', '$argon2id$fake$pw4']);
    expect(results.slice(5)).toEqual(Array(5).fill({ ok: true, needsRehash: false }));
  });
});
