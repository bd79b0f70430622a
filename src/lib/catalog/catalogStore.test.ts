import { describe, expect, it, vi } from 'vitest';
import type { CatalogClient } from './catalogClient';
import { createCatalogStore, type CatalogMemory } from './catalogStore';

const client = () => Promise.resolve({} as CatalogClient);
const settled = async <T>(entry: { state: string; promise?: Promise<T> }) => (entry.state === 'pending' ? entry.promise : undefined);

function memory(kept: Record<string, unknown> = {}): CatalogMemory & { kept: Record<string, unknown> } {
  return {
    kept,
    remember: vi.fn(async (key: string, value: unknown) => void (kept[key] = value)),
    recall: vi.fn(async (key: string) => kept[key]),
  };
}

describe('the catalog store', () => {
  it('answers a key the page embedded at once, without loading, and keeps it for offline', () => {
    const kept = memory();
    const store = createCatalogStore(client, { 'home:en': { hero: [] } }, kept);
    const load = vi.fn();
    expect(store.entry('home:en', load)).toEqual({ state: 'done', value: { hero: [] } });
    expect(load).not.toHaveBeenCalled();
    expect(kept.remember).toHaveBeenCalledWith('home:en', { hero: [] });
  });

  it('loads a key once however often it is asked for while loading, then has it', async () => {
    const store = createCatalogStore(client);
    const load = vi.fn(async () => 'page');
    const first = store.entry('videos:en:all:1', load);
    expect(store.entry('videos:en:all:1', load)).toBe(first);
    await settled(first);
    expect(store.entry('videos:en:all:1', load)).toEqual({ state: 'done', value: 'page' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(store.loaded()).toEqual({ 'videos:en:all:1': 'page' });
  });

  it('falls back on what this browser read before when the network fails', async () => {
    const store = createCatalogStore(client, {}, memory({ 'video:fr:x': { title: 'Calme' } }));
    const entry = store.entry('video:fr:x', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(settled(entry)).resolves.toEqual({ title: 'Calme' });
  });

  it('fails with nothing remembered, and asks again next time rather than keeping the failure', async () => {
    const store = createCatalogStore(client, {}, memory());
    const failing = store.entry('video:en:y', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(settled(failing)).rejects.toThrow('Failed to fetch');
    const retried = store.entry('video:en:y', async () => 'back');
    await expect(settled(retried)).resolves.toBe('back');
  });

  it('records that a page found nothing to show, for the server to answer 404', () => {
    const store = createCatalogStore(client);
    expect(store.notFound).toBe(false);
    store.markNotFound();
    expect(store.notFound).toBe(true);
  });
});
