/**
 * Runs queries one after another and returns their results in order, like Promise.all but never two at once:
 * a transaction holds one connection, which takes one query at a time (pg deprecates queueing on it).
 */
export async function runInOrder<T extends unknown[]>(
  queries: {
    [K in keyof T]: () => PromiseLike<T[K]>;
  },
): Promise<T> {
  const results: unknown[] = [];
  for (const query of queries as (() => PromiseLike<unknown>)[]) results.push(await query());
  return results as T;
}
