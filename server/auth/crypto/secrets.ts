import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An opaque refresh token: 256 random bits, URL-safe. Never a JWT. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a refresh token. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A child refresh token is derived from its parent's plaintext (HMAC with a server key and the
 * child's ordinal), so only hashes are stored and yet a client presenting the parent can be given
 * the very child another tab already received (docs/auth-api.md#refresh-token-rotation).
 */
export function deriveChildToken(key: string, parentPlain: string, ordinal: number): string {
  return createHmac('sha256', key).update(`refresh-token-child:${parentPlain}:${ordinal}`).digest('base64url');
}

/** A numeric one-time code for mail (6 digits, leading zeros kept). */
export function newOtpCode(length = 6): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

/** GoTrue's stored token for a code: hex(sha224(address + code)); the mail link carries it. */
export function otpTokenHash(address: string, code: string): string {
  return createHash('sha224').update(address + code).digest('hex');
}

export const PKCE_PREFIX = 'pkce_';

/**
 * Compare a secret with a candidate in constant time. Both sides are hashed first, so the buffers
 * timingSafeEqual compares always have the same length and neither the secret's length nor the
 * position of the first differing byte shows in the timing.
 */
export function safeEqual(a: string, b: string): boolean {
  const left = createHash('sha256').update(a).digest();
  const right = createHash('sha256').update(b).digest();
  return timingSafeEqual(left, right);
}

/** base64url(sha256(verifier)) without padding, the PKCE S256 transform. */
export function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}
