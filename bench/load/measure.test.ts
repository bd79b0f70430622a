import { describe, expect, it } from 'vitest';
import { DURATION_S, inTurns, type Measurement } from './measure.ts';

const slice = (label: string, rps: number, p50: number, p99: number, cpuServer: number): Measurement => ({
  label,
  backend: 'postgres',
  connections: 50,
  rps,
  p50,
  p99,
  errors: 0,
  non2xx: 0,
  status5xx: 0,
  total: rps,
  bytesPerResponse: 0,
  cpu: { server: cpuServer, database: 100 },
});

describe('inTurns', () => {
  it('alternates the two measurements slice by slice, each given a fifth of the run', async () => {
    const calls: string[] = [];
    await inTurns(
      async (seconds) => (calls.push(`a ${seconds}`), slice('a', 1, 1, 1, 1)),
      async (seconds) => (calls.push(`b ${seconds}`), slice('b', 1, 1, 1, 1)),
    );
    expect(calls).toEqual(Array.from({ length: 5 }, () => [`a ${DURATION_S / 5}`, `b ${DURATION_S / 5}`]).flat());
  });

  it('combines the slices: mean requests/s, summed totals, median p50, highest p99, CPU weighted by requests', async () => {
    const rps = [100, 300, 200, 400, 500];
    let turn = 0;
    const [a, b] = await inTurns(
      async () => slice('a', rps[turn] as number, turn * 10, 50 + turn, turn === 0 ? 1000 : 0),
      async () => ({ ...slice('b', 10, 5, 7, 20), cpu: undefined, label: `b ${turn++}` }),
    );
    expect(a.rps).toBe(300);
    expect(a.total).toBe(1500);
    expect(a.p50).toBe(20);
    expect(a.p99).toBe(54);
    expect(a.cpu?.server).toBeCloseTo((1000 * 100) / 1500);
    expect(a.cpu?.database).toBe(100);
    expect(b.label).toBe('b 0');
    expect(b.cpu).toBeUndefined();
  });
});
