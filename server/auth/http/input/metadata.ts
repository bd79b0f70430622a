/** Shallow merge as GoTrue does for `data` / metadata updates: a key set to null is removed. */
export function mergeMetadata(current: Record<string, unknown>, update: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
