import type { RecordedRequest } from './fetch-mock.ts';

/**
 * A fetch-mock handler that answers a season list as the API pages it (docs/api.md, "Paged lists"): `limit`
 * rows from `cursor`, only those whose name contains `q` (ignoring case), with `total` and `next_cursor`.
 */
export function pagedList<Row extends { name: string }>(key: string, rows: readonly Row[]) {
  return (request: RecordedRequest) => {
    const params = new URL(request.path, 'http://test').searchParams;
    const q = (params.get('q') ?? '').toLowerCase();
    const matching = rows.filter((row) => row.name.toLowerCase().includes(q));
    const offset = Number(params.get('cursor') ?? 0);
    const limit = Number(params.get('limit') ?? 100);
    const next = offset + limit;
    return {
      status: 200,
      body: {
        [key]: matching.slice(offset, next),
        total: matching.length,
        next_cursor: next < matching.length ? String(next) : null,
      },
    };
  };
}
