/**
 * Rendered pages by key, each made once however many requests ask at the same moment. Bounded: past `max`
 * entries the oldest goes (a catalog of thousands of pages in four languages need not all stay in memory).
 * Everything goes at once when the catalog changes, and when a scheduled video's time comes (server/pages/pages.ts).
 */
export interface PageCache<T> {
  get(key: string, make: () => Promise<T>): Promise<T>;
  clear(): void;
  readonly size: number;
}

export function createPageCache<T>(max: number): PageCache<T> {
  const entries = new Map<string, Promise<T>>();
  return {
    get(key, make) {
      const found = entries.get(key);
      if (found) return found;
      const made = make();
      entries.set(key, made);
      if (entries.size > max) entries.delete(entries.keys().next().value as string);
      // A failed render is not kept: the next request tries again.
      made.catch(() => {
        if (entries.get(key) === made) entries.delete(key);
      });
      return made;
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
