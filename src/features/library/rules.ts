/** The library's time rules (docs/decisions/1620, 1621). */

/** A video counts as watched in its last 5 % or its last 15 s, whichever is shorter. */
export function isCompleted(positionSeconds: number, durationSeconds: number): boolean {
  if (durationSeconds <= 0) return false;
  const tail = Math.min(durationSeconds * 0.05, 15);
  return positionSeconds >= durationSeconds - tail;
}

/** Retry delays of a failed save: 1 s, doubling up to 1 min, then every minute until it lands. */
export function retryDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 60_000);
}

/** A failure worth retrying: no answer at all (offline), a timeout, rate limiting, an expired token or a server error. */
export function isRetryable(status: number): boolean {
  return status === 0 || status === 401 || status === 408 || status === 429 || status >= 500;
}
