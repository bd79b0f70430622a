/**
 * `task` over `items`, at most `limit` at a time, the results in the items' order: the first failure rejects.
 * Pages are rendered a few at a time so the data API's round trips overlap (a hosted project is a network away).
 */
export async function mapLimited<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}
