import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { forgetDeleted } from './forget-deleted.ts';

function watched(client: QueryClient, queryKey: string[]) {
  const calls = { count: 0 };
  const observer = new QueryObserver(client, {
    queryKey,
    queryFn: async () => {
      calls.count += 1;
      return { key: queryKey.join('/'), call: calls.count };
    },
  });
  const unsubscribe = observer.subscribe(() => {});
  return { calls, observer, unsubscribe };
}

async function settle(client: QueryClient) {
  for (let i = 0; i < 20 && client.isFetching() > 0; i += 1) await new Promise((r) => setTimeout(r, 5));
}

describe('forgetDeleted', () => {
  it('reloads the lists that named the record, but keeps the record page’s own data and never refetches it', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const record = watched(client, ['teams', 't1']);
    const games = watched(client, ['teams', 't1', 'games']);
    const other = watched(client, ['teams', 't2']);
    const season = watched(client, ['seasons', 's1']);
    await settle(client);

    forgetDeleted(client, ['teams', 't1'], [['seasons', 's1'], ['teams']]);
    await settle(client);
    // What the still-mounted page renders next: a removed query would be built again here and fetched.
    record.observer.getOptimisticResult(client.defaultQueryOptions(record.observer.options));
    await settle(client);

    expect(record.calls.count).toBe(1);
    expect(games.calls.count).toBe(1);
    expect(client.getQueryData(['teams', 't1'])).toEqual({ key: 'teams/t1', call: 1 });
    expect(other.calls.count).toBe(2);
    expect(season.calls.count).toBe(2);
    for (const w of [record, games, other, season]) w.unsubscribe();
    client.clear();
  });
});
