let counter = 0;

/** A fresh address per call (per process by the counter, across processes by the random part), so tests never share a user. */
export function uniqueEmail(tag = 'user'): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${counter}${Math.random().toString(36).slice(2, 6)}@example.com`;
}
