import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * After a record is deleted: reloads every cached list and page that may have named it (`stale`), but leaves
 * the record's own queries (`record` and any key under it) alone. Its page can still be mounted while the
 * next page's code loads; removing or refetching its data then would fetch it again, and the 404 would send
 * the user to the dashboard (docs/teams.md#deleting-a-team). Unobserved once the page has gone, the
 * record's data is dropped by the cache's garbage collection.
 */
export function forgetDeleted(queryClient: QueryClient, record: QueryKey, stale: QueryKey[]): void {
  const isRecord = (key: QueryKey) => record.every((part, i) => key[i] === part);
  for (const queryKey of stale) {
    void queryClient.invalidateQueries({ queryKey, predicate: (query) => !isRecord(query.queryKey) });
  }
}
