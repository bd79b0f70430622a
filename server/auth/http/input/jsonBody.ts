import type { FastifyRequest } from 'fastify';
import { AuthError } from '../../errors.ts';

/** Deepest nesting a request body may have; real clients send 3 or 4 levels. */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether a parsed JSON value nests deeper than `max` arrays/objects. Iterative, so a hostile
 * body cannot overflow the stack here; deeper values would overflow it later (JSON.stringify when
 * storing metadata, recursive validators).
 */
export function nestsDeeperThan(value: unknown, max = MAX_JSON_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (typeof current !== 'object' || current === null) continue;
    if (depth + 1 > max) return true;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}

const badJson = (reason: string) => new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${reason}`);

/** The auth API's one body parser: every body is JSON (an empty one counts as {}), whatever the Content-Type says. */
export function parseJsonBody(_request: FastifyRequest, body: string | Buffer, done: (error: Error | null, body?: unknown) => void): void {
  const text = String(body);
  if (!text.trim()) return done(null, {});
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return done(badJson((error as Error).message), undefined);
  }
  if (nestsDeeperThan(parsed)) return done(badJson(`nested deeper than ${MAX_JSON_DEPTH} levels`), undefined);
  done(null, parsed);
}
