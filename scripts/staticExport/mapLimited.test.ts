import { describe, expect, it } from 'vitest';
import { mapLimited } from './mapLimited.ts';

describe('mapLimited', () => {
  it('runs at most `limit` tasks at once and keeps the order of the items', async () => {
    let running = 0;
    let most = 0;
    const result = await mapLimited([1, 2, 3, 4, 5], 2, async (item) => {
      running++;
      most = Math.max(most, running);
      // Later items finish sooner: results kept in the order tasks finish would come out shuffled.
      for (let tick = 0; tick < 10 - item * 2; tick++) await Promise.resolve();
      running--;
      return item * 10;
    });
    expect(result).toEqual([10, 20, 30, 40, 50]);
    expect(most).toBe(2);
  });

  it('rejects with the first failure', async () => {
    await expect(mapLimited([1, 2], 4, async (item) => (item === 2 ? Promise.reject(new Error('two')) : item))).rejects.toThrow('two');
  });

  it('answers an empty list with an empty list', async () => {
    expect(await mapLimited([], 4, async () => 1)).toEqual([]);
  });
});
