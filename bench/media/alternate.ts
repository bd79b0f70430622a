/**
 * `a` then `b`, `rounds` times over (a, b, a, b…), so that on a shared machine both meet the same load; each is
 * given the round's number, and `b` what `a` gave in that round.
 */
export async function alternate<A, B>(rounds: number, a: (round: number) => Promise<A>, b: (round: number, fromA: A) => Promise<B>): Promise<{ a: A[]; b: B[] }> {
  const as: A[] = [];
  const bs: B[] = [];
  for (let round = 0; round < rounds; round++) {
    const fromA = await a(round);
    as.push(fromA);
    bs.push(await b(round, fromA));
  }
  return { a: as, b: bs };
}

/** The median: the middle value, or the mean of the two middle ones. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The median of the rounds' ratios `a[i] / b[i]`: each ratio from two runs that met the same load. */
export const medianRatio = (a: readonly number[], b: readonly number[]) => median(a.map((value, i) => value / (b[i] as number)));
