import {
  importLimitMessage,
  isPaidPlan,
  type LimitedResource,
  limitFor,
  limitMessage,
  SHARE_LINK_PAID_MESSAGE,
  UPGRADE_URL,
} from '@app/contracts';
import {
  type Database,
  divisions,
  games,
  leagues,
  organizations,
  schedules,
  seasons,
  type Transaction,
  teams,
  venues,
} from '@app/db';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import { type HttpError, paymentRequired } from '../../http/http-error.ts';

// The two-int advisory key space, apart from the season lock's class (lib/lock-season.ts).
const LIMIT_LOCK_CLASS = 0x11_4172;

/** The organisation's stored plan ('free' or a catalogue slug), read inside the caller's transaction. */
export async function readPlan(tx: Database, organizationId: string): Promise<string> {
  const [row] = await tx
    .select({ plan: organizations.plan })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.plan ?? 'free';
}

/** What each limited record counts in: the container's id column, and which rows count. */
const COUNTED: Record<
  Exclude<LimitedResource, 'exports'>,
  (scopeId: string) => { table: CountedTable; where: SQL | undefined }
> = {
  leagues: (id) => ({ table: leagues, where: eq(leagues.organizationId, id) }),
  seasons: (id) => ({ table: seasons, where: eq(seasons.leagueId, id) }),
  divisions: (id) => ({ table: divisions, where: eq(divisions.seasonId, id) }),
  teams: (id) => ({ table: teams, where: eq(teams.divisionId, id) }),
  venues: (id) => ({ table: venues, where: eq(venues.seasonId, id) }),
  schedules: (id) => ({ table: schedules, where: eq(schedules.seasonId, id) }),
  games: (id) => ({ table: games, where: and(eq(games.scheduleId, id), eq(games.byHand, true)) }),
};
type CountedTable =
  | typeof leagues
  | typeof seasons
  | typeof divisions
  | typeof teams
  | typeof venues
  | typeof schedules
  | typeof games;

/** The 402 of a creation past the plan's limit, in the shape of docs/free-tier-limits.md. */
export function limitRefusal(
  plan: string,
  resource: LimitedResource,
  max: number,
  options: { field?: string; total?: number } = {},
): HttpError {
  const message =
    options.total === undefined
      ? limitMessage(plan, resource, max)
      : importLimitMessage(plan, resource, max, options.total);
  return paymentRequired(options.field ?? 'base', message, { resource, max, upgrade_url: UPGRADE_URL });
}

export interface RoomRequest {
  organizationId: string;
  resource: Exclude<LimitedResource, 'exports'>;
  /** The container the limit counts in: the organisation, league, season, division or schedule. */
  scopeId: string;
  /** How many records the caller is about to insert there (1 unless an import or a bulk create). */
  adding?: number;
  /** The field the refusal names; `base` unless given. */
  field?: string;
  /** An import or a bulk create: the refusal says how many there would be. */
  bulk?: boolean;
}

/**
 * Refuses (402) a creation that would pass the organisation's plan limit; call it inside the transaction that
 * inserts, before the insert. It takes a transaction-scoped advisory lock on the container first and counts
 * after it, so two requests at the limit's edge run one after the other and the second sees the first's row:
 * nine and two parallel creates never make twelve (docs/free-tier-limits.md#under-concurrent-requests). A plan
 * with no limit on the resource takes no lock and counts nothing.
 */
export async function requireRoom(tx: Transaction, request: RoomRequest): Promise<void> {
  const plan = await readPlan(tx, request.organizationId);
  await requireRoomOnPlan(tx, plan, request);
}

/** requireRoom with the plan already read in this transaction. */
export async function requireRoomOnPlan(tx: Transaction, plan: string, request: RoomRequest): Promise<void> {
  const max = limitFor(plan, request.resource);
  const adding = request.adding ?? 1;
  if (max === null || adding <= 0) return;
  await tx.execute(
    sql`select pg_advisory_xact_lock(${LIMIT_LOCK_CLASS}::int, hashtext(${`${request.resource}:${request.scopeId}`}::text))`,
  );
  const { table, where } = COUNTED[request.resource](request.scopeId);
  const [row] = await tx.select({ n: count() }).from(table).where(where);
  const total = (row?.n ?? 0) + adding;
  if (total > max) {
    throw limitRefusal(plan, request.resource, max, {
      field: request.field,
      total: request.bulk ? total : undefined,
    });
  }
}

/**
 * Refuses (402) records about to be made in a container that is new in this transaction (a copied or imported
 * season's divisions, a wizard's teams per division): nothing else can add to it, so no lock is needed.
 */
export function requireFits(plan: string, resource: LimitedResource, total: number): void {
  const max = limitFor(plan, resource);
  if (max !== null && total > max) throw limitRefusal(plan, resource, max, { total });
}

/** How many rows fall in each container: a bulk create's additions per division, say. */
export function groupCounts<T>(
  rows: readonly T[],
  key: (row: T) => string | null | undefined,
): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const row of rows) {
    const k = key(row);
    if (k) sizes.set(k, (sizes.get(k) ?? 0) + 1);
  }
  return sizes;
}

/** The largest group's size: the most records one container of a snapshot would hold. */
export function largestGroup<T>(rows: readonly T[], key: (row: T) => string | null | undefined): number {
  return Math.max(0, ...groupCounts(rows, key).values());
}

/**
 * Refuses (402) a share link (and so its embed code) for an organisation whose plan is free; links an
 * organisation made while it paid keep working (docs/free-tier-limits.md#share-links-and-embed-code).
 */
export async function requirePaidForSharing(tx: Database, organizationId: string): Promise<void> {
  if (isPaidPlan(await readPlan(tx, organizationId))) return;
  throw paymentRequired('base', SHARE_LINK_PAID_MESSAGE, {
    resource: 'share_links',
    max: 0,
    upgrade_url: UPGRADE_URL,
  });
}

/** The counted parts of a season about to be inserted whole (a copy, an import, the wizard's season). */
export interface SeasonParts {
  divisions: readonly unknown[];
  teams: readonly { divisionId: string }[];
  venues: readonly unknown[];
  schedules?: readonly unknown[];
}

/**
 * Refuses (402) new seasons whose divisions, venues, schedules or any division's teams would pass the plan's
 * limits. The seasons are new in the caller's transaction, so their sizes are the whole count.
 */
export function requireSeasonsFit(plan: string, seasons: readonly SeasonParts[]): void {
  for (const season of seasons) {
    requireFits(plan, 'divisions', season.divisions.length);
    requireFits(plan, 'venues', season.venues.length);
    requireFits(plan, 'schedules', season.schedules?.length ?? 0);
    requireFits(
      plan,
      'teams',
      largestGroup(season.teams, (team) => team.divisionId),
    );
  }
}
