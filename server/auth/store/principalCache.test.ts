import { describe, expect, it } from 'vitest';
import { createPrincipalCache } from './principalCache.ts';
import type { Principal } from './principals.ts';

const principal = (id: string) => ({ user: { id }, session: undefined, identities: [], factors: [] }) as unknown as Principal;

function liveCache(options: Parameters<typeof createPrincipalCache>[0] = {}) {
  const cache = createPrincipalCache(options);
  cache.reset(true);
  let loads = 0;
  const get = (userId: string) => cache.get(userId, undefined, async () => ((loads += 1), principal(userId)));
  return { cache, get, loads: () => loads };
}

describe('principal cache', () => {
  it('serves a principal again until its user is evicted', async () => {
    const { cache, get, loads } = liveCache();
    await get('a');
    await get('a');
    expect(loads()).toBe(1);
    cache.evict('a');
    await get('a');
    expect(loads()).toBe(2);
  });

  it('does not keep a load that an eviction of its user overtook', async () => {
    const { cache } = liveCache();
    let loads = 0;
    const load = async () => {
      loads += 1;
      cache.evict('a');
      return principal('a');
    };
    await cache.get('a', undefined, load);
    await cache.get('a', undefined, load);
    expect(loads).toBe(2);
  });

  it('serves nothing while notifications are not delivered, and forgets everything when they resume', async () => {
    const { cache, get, loads } = liveCache();
    await get('a');
    cache.reset(false);
    await get('a');
    await get('a');
    expect(loads()).toBe(3);
    cache.reset(true);
    await get('a');
    expect(loads()).toBe(4);
  });

  it('lets entries expire and stays within its size', async () => {
    let now = 0;
    const { get, loads } = liveCache({ ttlMs: 1000, maxEntries: 2, now: () => now });
    await get('a');
    now = 1000;
    await get('a');
    expect(loads()).toBe(2);
    await get('b');
    await get('c');
    await get('a');
    expect(loads()).toBe(5);
  });

  it('does not keep a principal whose session was not found', async () => {
    const cache = createPrincipalCache();
    cache.reset(true);
    let loads = 0;
    const load = async () => ((loads += 1), principal('a'));
    await cache.get('a', 'missing-session', load);
    await cache.get('a', 'missing-session', load);
    expect(loads).toBe(2);
  });
});
