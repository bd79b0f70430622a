import { describe, expect, it } from 'vitest';
import { percentile, summarise } from './stats.ts';

describe('percentile and summarise', () => {
  it('take the nearest rank', () => {
    const values = Array.from({ length: 20 }, (_, i) => 20 - i);
    expect(percentile(values, 50)).toBe(10);
    expect(percentile(values, 95)).toBe(19);
    expect(summarise(values)).toEqual({ n: 20, p50: 10, p95: 19, max: 20 });
    expect(percentile([], 50)).toBeNaN();
  });
});
