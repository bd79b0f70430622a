import { availableParallelism } from 'node:os';
import { checkPassword, hashPassword } from '../../server/auth/crypto/passwords.ts';

/** Median time of one argon2id verification (what every sign-in costs), and what that allows. */
export async function measureHashing(samples = 9): Promise<{ verifyMs: number; capacityPerSecond: number; threads: number }> {
  const hash = await hashPassword('load-test-pass-1');
  const times: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const start = performance.now();
    await checkPassword('load-test-pass-1', hash);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const verifyMs = times[Math.floor(times.length / 2)] as number;
  // Hashes run on libuv's thread pool (4 threads by default) but no faster than the cores allow.
  const threads = Math.min(Number(process.env.UV_THREADPOOL_SIZE ?? 4), availableParallelism());
  return { verifyMs, capacityPerSecond: (threads * 1000) / verifyMs, threads };
}
