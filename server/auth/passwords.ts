import { hash, verify } from '@node-rs/argon2';
import bcrypt from 'bcryptjs';
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { PASSWORD_MIN_LENGTH } from '../../shared/password.ts';
import { AuthError, validationFailed } from './errors.ts';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
// algorithm 2 is Algorithm.Argon2id (an ambient const enum, not importable under verbatimModuleSyntax).
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
export const PASSWORD_MAX_BYTES = 72;

/**
 * Hashes run on libuv's thread pool, which also runs file reads and DNS. Left unbounded, a burst of
 * sign-ins fills every thread and every core, and cheap requests such as GET /user wait behind the
 * hashes; so at most all-but-one threads hash at a time, and never more hashes than cores (more adds
 * no throughput, only takes the event loop's core away). Decision 0804.
 */
export const HASH_SLOTS = Math.max(1, Math.min((Number(process.env.UV_THREADPOOL_SIZE) || 4) - 1, availableParallelism()));
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

export interface StrengthResult {
  message: string;
  reasons: string[];
}

/** Today's rules (GoTrue defaults): a minimum length, no required character sets. */
export function passwordWeakness(password: string): StrengthResult | undefined {
  const reasons: string[] = [];
  const messages: string[] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH) {
    reasons.push('length');
    messages.push(`Password should be at least ${PASSWORD_MIN_LENGTH} characters.`);
  }
  return reasons.length ? { message: messages.join(' '), reasons } : undefined;
}

/** Throws the errors sign-up, PUT /user and admin give for an unusable new password. */
export function assertUsablePassword(password: string): void {
  const weakness = passwordWeakness(password);
  if (weakness) throw new AuthError(422, 'weak_password', weakness.message, { weak_password: { reasons: weakness.reasons } });
  if (Buffer.byteLength(password, 'utf8') > PASSWORD_MAX_BYTES) {
    throw validationFailed(`Password cannot be longer than ${PASSWORD_MAX_BYTES} characters`);
  }
}

/** A password nobody knows, for users created without one (magic link, admin, invite). */
export function randomPassword(): string {
  return randomBytes(32).toString('base64url');
}
