import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import bcrypt from 'bcryptjs';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
// algorithm 2 is Algorithm.Argon2id (an ambient const enum, not importable under verbatimModuleSyntax).
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes run on libuv's thread pool, which also runs file reads and DNS. Left unbounded, a burst of
 * sign-ins fills every thread and every core, and cheap requests such as GET /user wait behind the
 * hashes; so at most all-but-one threads hash at a time, and never more hashes than cores (more adds
 * no throughput, only takes the event loop's core away). Decision 0804.
 */
const hashSlotsFor = (threadPoolSize: number) => Math.max(1, Math.min(threadPoolSize - 1, availableParallelism()));

/** The pool is one per process, and so is this gate: sized for libuv's default pool until the config says otherwise. */
export let HASH_SLOTS = hashSlotsFor(4);

/** Size the gate for the pool libuv starts with (UV_THREADPOOL_SIZE, read by the config). */
export function sizeHashGate(threadPoolSize: number): void {
  HASH_SLOTS = hashSlotsFor(threadPoolSize);
}
let hashesRunning = 0;
const waitingForSlot: (() => void)[] = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (hashesRunning >= HASH_SLOTS) await new Promise<void>((resolve) => waitingForSlot.push(resolve));
  else hashesRunning += 1;
  try {
    return await work();
  } finally {
    const next = waitingForSlot.shift();
    if (next) next();
    else hashesRunning -= 1;
  }
}

export function hashPassword(password: string): Promise<string> {
  return withHashSlot(() => hash(password, ARGON2_OPTIONS));
}

export interface PasswordCheck {
  ok: boolean;
  /** The stored hash is in an older format (bcrypt) and should be replaced by an argon2id one. */
  needsRehash: boolean;
}

/** Verify against argon2 hashes (ours) and bcrypt `$2a$/$2b$/$2y$` hashes (imported from Supabase). */
export async function checkPassword(password: string, stored: string): Promise<PasswordCheck> {
  if (!stored) return { ok: false, needsRehash: false };
  if (stored.startsWith('$argon2')) {
    try {
      return { ok: await withHashSlot(() => verify(stored, password)), needsRehash: false };
    } catch {
      return { ok: false, needsRehash: false };
    }
  }
  if (/^\$2[aby]\$/.test(stored)) {
    const ok = await bcrypt.compare(password, stored);
    return { ok, needsRehash: ok };
  }
  return { ok: false, needsRehash: false };
}

/** A password nobody knows, for users created without one (magic link, admin, invite). */
export function randomPassword(): string {
  return randomBytes(32).toString('base64url');
}
