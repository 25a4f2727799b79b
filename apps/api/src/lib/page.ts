import type { PageInfo, PageQuery } from '@app/contracts';

/**
 * Paged lists (docs/api.md, "Paged lists"): the cursor is the offset of the next row, written as a string so
 * callers treat it as opaque and it can become a key later without changing the contract.
 */
export function pageOffset(query: Pick<PageQuery, 'cursor'>): number {
  return query.cursor === undefined ? 0 : Number(query.cursor);
}

/** The page's `total` and `next_cursor`: null once the page reaches the end of the list. */
export function pageInfo(query: Pick<PageQuery, 'cursor' | 'limit'>, total: number): PageInfo {
  const next = pageOffset(query) + query.limit;
  return { total, next_cursor: next < total ? String(next) : null };
}
