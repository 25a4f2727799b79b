import { type Game, HIDDEN_GAME_MESSAGE, isPaidPlan, PLAN_SLUGS } from '@app/contracts';
import { type Database, type GameRow, games, organizations, type Transaction } from '@app/db';
import { and, eq, inArray, not, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { organizationOf } from '../../http/access.ts';
import { forbidden } from '../../http/http-error.ts';

/*
 * The free tier's hidden games (docs/free-tier.md), decided here and nowhere else. A game is hidden iff its
 * `position` (the per-schedule ordinal written once when the game is inserted and never changed) leaves 2
 * modulo 3: every third game row of a schedule. The same game is hidden in every answer, so no filter or
 * other route can recover it. The calendar shows plainly only the games whose position leaves 0, so the
 * visible third never holds a hidden game.
 */

/** Whether a game at this position is hidden from a free organisation. */
export function isHiddenPosition(position: number): boolean {
  return ((position % 3) + 3) % 3 === 2;
}

/** Whether a free organisation's calendar blurs a game at this position (hidden ones included). */
export function isBlurredPosition(position: number): boolean {
  return ((position % 3) + 3) % 3 !== 0;
}

/** The same rule as isHiddenPosition, for a query. */
export const hiddenGameSql: SQL<boolean> = sql<boolean>`(((${games.position} % 3) + 3) % 3 = 2)`;

/**
 * For a query joined to `organizations` on the game's organisation: the game may be shown in full (not
 * hidden, or its organisation is on a paid plan). Readers that write placed games only (the public site)
 * keep these rows; a hidden game has no place to show.
 */
export const shownGameSql = (): SQL =>
  or(not(hiddenGameSql), inArray(organizations.plan, PLAN_SLUGS.filter(isPaidPlan))) as SQL;

/** Whether an organisation on this plan has its games masked: every organisation not on a paid plan. */
export function masksGames(plan: string): boolean {
  return !isPaidPlan(plan);
}

/** Whether a member route's organisation (as the access hook resolved it) has its games masked. */
export function requestMasksGames(request: FastifyRequest): boolean {
  return masksGames(organizationOf(request).organization.plan);
}

/** Whether the organisation's games are masked, read from its plan (routes without the row at hand). */
export async function organizationMasksGames(
  db: Database | Transaction,
  organizationId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ plan: organizations.plan })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return masksGames(row?.plan ?? 'free');
}

/** The fields a hidden game keeps: id, schedule, division, kind; the rest reads as nothing. */
const MASKED_FIELDS = {
  home_id: null,
  visitor_id: null,
  timeslot_id: null,
  round: null,
  bracket: null,
  home_from: null,
  visitor_from: null,
  home_score: null,
  visitor_score: null,
  overtime: false,
  forfeit: null,
  unscheduled_reason: null,
  unscheduled_reason_detail: null,
} as const satisfies Partial<Game>;

/** A game answer as a free or paid organisation receives it. */
export function maskGame<T extends Omit<Game, 'hidden' | 'blurred'>>(
  game: T,
  position: number,
  masked: boolean,
): T & Pick<Game, 'hidden' | 'blurred'> {
  if (!masked) return { ...game, hidden: false, blurred: false };
  if (!isHiddenPosition(position)) return { ...game, hidden: false, blurred: isBlurredPosition(position) };
  return { ...game, ...MASKED_FIELDS, hidden: true, blurred: true };
}

/**
 * A stored game as the writers of rows (exports, feeds, embeds, the public site, the league document) see it
 * for a free organisation: a hidden one loses its teams, slot, bracket place and scores, so it is never
 * written anywhere with them. Its id, schedule, division and position stay.
 */
export function maskGameRow(row: GameRow): GameRow {
  if (!isHiddenPosition(row.position)) return row;
  return {
    ...row,
    homeId: null,
    visitorId: null,
    timeslotId: null,
    round: null,
    bracket: null,
    homeFrom: null,
    visitorFrom: null,
    homeScore: null,
    visitorScore: null,
    overtime: false,
    forfeit: null,
    unscheduledReason: null,
    unscheduledReasonDetail: null,
  };
}

/** 403 with the upgrade message (docs/free-tier.md#refusals). */
export const hiddenGameRefusal = () => forbidden(HIDDEN_GAME_MESSAGE);

/** 403 when one of `ids` (games, or the slots they hold, by `column`) is a hidden game of a free organisation. */
async function refuseWhenHidden(
  db: Database | Transaction,
  params: { organizationId: string; plan: string },
  column: typeof games.id | typeof games.timeslotId,
  ids: readonly string[],
): Promise<void> {
  if (!masksGames(params.plan) || ids.length === 0) return;
  const [hit] = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.organizationId, params.organizationId), inArray(column, [...ids]), hiddenGameSql))
    .limit(1);
  if (hit) throw hiddenGameRefusal();
}

/**
 * Refuses (403) a write that touches a hidden game of a free organisation, given the game ids it names. The
 * rule reads only `position`, which no write changes, so checking before the write's transaction is safe.
 */
export const refuseHiddenGames = (
  db: Database | Transaction,
  params: { organizationId: string; plan: string; gameIds: readonly string[] },
): Promise<void> => refuseWhenHidden(db, params, games.id, params.gameIds);

/** As refuseHiddenGames, for a write naming timeslots: refused when one of them holds a hidden game. */
export const refuseHiddenSlots = (
  db: Database | Transaction,
  params: { organizationId: string; plan: string; timeslotIds: readonly string[] },
): Promise<void> => refuseWhenHidden(db, params, games.timeslotId, params.timeslotIds);
