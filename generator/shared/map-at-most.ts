/**
 * `map(item)` for every item, at most `limit` at once, started in the items' order; the results in that order. If any
 * fails, no more are started, and once those started have settled it rejects with the failure of the earliest item:
 * the one a loop taking the items one by one would have stopped at (every item before a failed one was started).
 */
export async function mapAtMost<T, R>(items: readonly T[], limit: number, map: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  const failures: { index: number; error: unknown }[] = [];
  let next = 0;
  const takeTurns = async () => {
    while (next < items.length && !failures.length) {
      const index = next++;
      try {
        results[index] = await map(items[index]!);
      } catch (error) {
        failures.push({ index, error });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, takeTurns));
  const [earliest] = failures.sort((a, b) => a.index - b.index);
  if (earliest) throw earliest.error;
  return results;
}
