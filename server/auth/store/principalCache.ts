import type { Principal } from './principals.ts';

/**
 * Verified principals by user and session, for GET /user (decision 0806). An entry goes when a
 * notification names its user (any process's write, or this process's own at commit), when its TTL
 * runs out, and all go when notification delivery stops or restarts; while it is stopped nothing is
 * served from or kept in the cache.
 */
export interface PrincipalCache {
  /** The cached principal, else `load()`'s, kept only if no eviction of that user began meanwhile. */
  get(userId: string, sessionId: string | undefined, load: () => Promise<Principal | undefined>): Promise<Principal | undefined>;
  evict(userId: string): void;
  reset(live: boolean): void;
}

export interface PrincipalCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  principal: Principal;
  userId: string;
  expiresAt: number;
}

export function createPrincipalCache({ ttlMs = 10_000, maxEntries = 10_000, now = Date.now }: PrincipalCacheOptions = {}): PrincipalCache {
  const entries = new Map<string, Entry>();
  const keysByUser = new Map<string, Set<string>>();
  let live = false;
  // Evictions are numbered; a load keeps its result only if its user's last eviction is older.
  let evictions = 0;
  let floor = 0;
  const evictedAt = new Map<string, number>();

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    const keys = keysByUser.get(entry.userId);
    keys?.delete(key);
    if (keys?.size === 0) keysByUser.delete(entry.userId);
  };

  const store = (key: string, userId: string, principal: Principal) => {
    if (entries.size >= maxEntries) remove(entries.keys().next().value as string);
    entries.set(key, { principal, userId, expiresAt: now() + ttlMs });
    keysByUser.set(userId, (keysByUser.get(userId) ?? new Set()).add(key));
  };

  return {
    async get(userId, sessionId, load) {
      const key = `${userId} ${sessionId ?? ''}`;
      const hit = live ? entries.get(key) : undefined;
      if (hit && hit.expiresAt > now()) return hit.principal;
      if (hit) remove(key);
      const started = evictions;
      const principal = await load();
      const unchanged = live && started >= floor && (evictedAt.get(userId) ?? 0) <= started;
      // Only complete answers are kept: a missing user or session is asked again next time.
      if (principal && (!sessionId || principal.session) && unchanged) store(key, userId, principal);
      return principal;
    },
    evict(userId) {
      evictions += 1;
      evictedAt.set(userId, evictions);
      if (evictedAt.size > maxEntries) {
        evictedAt.clear();
        floor = evictions;
      }
      for (const key of [...(keysByUser.get(userId) ?? [])]) remove(key);
    },
    reset(isLive) {
      live = isLive;
      entries.clear();
      keysByUser.clear();
      evictedAt.clear();
      evictions += 1;
      floor = evictions;
    },
  };
}
