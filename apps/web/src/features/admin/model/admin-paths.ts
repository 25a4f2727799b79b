import {
  ADMIN_PAGE_SIZE_DEFAULT,
  type AdminSummaryQueryInput,
  type AdminUsersQueryInput,
} from '@app/contracts';

/** The users and organisations filters of the admin page: a search and a page for each list. */
export interface AdminListsState {
  q: string;
  page: number;
  orgQ: string;
  orgPage: number;
}

export const INITIAL_ADMIN_LISTS: AdminListsState = { q: '', page: 1, orgQ: '', orgPage: 1 };

function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** `GET /api/admin/summary` with the state's searches and pages; empty searches and first pages left out. */
export function summaryPath(state: AdminListsState): string {
  const query: AdminSummaryQueryInput = {
    q: state.q.trim() || undefined,
    page: state.page > 1 ? state.page : undefined,
    org_q: state.orgQ.trim() || undefined,
    org_page: state.orgPage > 1 ? state.orgPage : undefined,
  };
  return `/api/admin/summary${queryString(query as Record<string, string | number | undefined>)}`;
}

/** `GET /api/dropshadows` for a search and a page. */
export function dropshadowsPath(q: string, page: number): string {
  const query: AdminUsersQueryInput = { q: q.trim() || undefined, page: page > 1 ? page : undefined };
  return `/api/dropshadows${queryString(query as Record<string, string | number | undefined>)}`;
}

/** Pages a list of `total` rows fills at `perPage` rows each; at least one, so the pager always shows. */
export const pageCount = (total: number, perPage = ADMIN_PAGE_SIZE_DEFAULT): number =>
  Math.max(1, Math.ceil(total / perPage));
