import {
  type SeasonDivisionsPage,
  SeasonDivisionsPageSchema,
  type SeasonPeoplePage,
  SeasonPeoplePageSchema,
  type SeasonTeamsPage,
  SeasonTeamsPageSchema,
  type SeasonVenuesPage,
  SeasonVenuesPageSchema,
} from '@app/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { apiPath, hasId } from '../lib/api-path.ts';
import { queryKeys } from '../lib/query-keys.ts';

/** The season's paged lists (docs/api.md, "Paged lists") and the row each holds. */
export interface SeasonListRows {
  divisions: SeasonDivisionsPage['divisions'][number];
  people: SeasonPeoplePage['people'][number];
  teams: SeasonTeamsPage['teams'][number];
  venues: SeasonVenuesPage['venues'][number];
}
export type SeasonListKind = keyof SeasonListRows;

/** Rows a page of the web app's lists asks for: one screenful or two, so the first load stays small. */
export const SEASON_LIST_PAGE_SIZE = 50;

interface ListPage<Row> {
  rows: Row[];
  total: number;
  next_cursor: string | null;
}

/** Each list's answer as rows, so the hook and the list component need not know its field name. */
const readers: { [K in SeasonListKind]: (path: string) => Promise<ListPage<SeasonListRows[K]>> } = {
  divisions: async (path) => {
    const page = await api.get(path, SeasonDivisionsPageSchema);
    return { rows: page.divisions, total: page.total, next_cursor: page.next_cursor };
  },
  people: async (path) => {
    const page = await api.get(path, SeasonPeoplePageSchema);
    return { rows: page.people, total: page.total, next_cursor: page.next_cursor };
  },
  teams: async (path) => {
    const page = await api.get(path, SeasonTeamsPageSchema);
    return { rows: page.teams, total: page.total, next_cursor: page.next_cursor };
  },
  venues: async (path) => {
    const page = await api.get(path, SeasonVenuesPageSchema);
    return { rows: page.venues, total: page.total, next_cursor: page.next_cursor };
  },
};

function fetchPage<K extends SeasonListKind>(
  seasonId: string,
  kind: K,
  q: string,
  cursor: string | null,
): Promise<ListPage<SeasonListRows[K]>> {
  const params = new URLSearchParams({ limit: String(SEASON_LIST_PAGE_SIZE) });
  if (q !== '') params.set('q', q);
  if (cursor !== null) params.set('cursor', cursor);
  const path = apiPath`/api/seasons/${seasonId}/${kind}`;
  return readers[kind](`${path}?${params}`);
}

/**
 * One of the season's divisions, people, teams or venues a page at a time, filtered on the server by `q` (a name
 * fragment), for the lists of the season page and the dashboard: a 20,000-person season loads 50 rows, and
 * "Load more" asks for the next page. Idle while `enabled` is false.
 */
export function useSeasonList<K extends SeasonListKind>(
  seasonId: string,
  kind: K,
  q: string,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const query = useInfiniteQuery({
    queryKey: queryKeys.seasonList(seasonId, kind, q),
    queryFn: ({ pageParam }) => fetchPage(seasonId, kind, q, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    enabled: enabled && hasId(seasonId),
  });
  const rows = query.data?.pages.flatMap((page) => page.rows) ?? [];
  const total = query.data?.pages.at(-1)?.total ?? 0;
  return { ...query, rows, total };
}
