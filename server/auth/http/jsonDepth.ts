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
