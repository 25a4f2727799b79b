import type { ScheduleDetail } from '@app/contracts';
import { type Database, games, type ScheduleRow, schedules, surfaces, timeslots, venues } from '@app/db';
import { and, asc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { notFound } from '../../http/http-error.ts';
import { preparedStatement } from '../../lib/prepared-statement.ts';
import { isHiddenPosition, maskGame } from '../games/hidden-games.ts';

export type ListedGame = ScheduleDetail['games'][number];
/** A listed game as read, with its position (which decides the free tier's masking) and before it. */
export type StoredListedGame = Omit<ListedGame, 'hidden' | 'blurred'> & { position: number };
export type ListedTimeslot = ScheduleDetail['timeslots'][number];

/** An instant as JSON answers carry it, as JavaScript's toISOString writes it (UTC, milliseconds, `Z`). */
const isoInstant = (column: PgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/*
 * A game as the lists answer it, selected under the answer's own keys so the rows are the answer: no row
 * mapping or presenter pass over thousands of games. The same fields, order and readings as presentGame
 * (present-schedule.ts); schedule-analyses.test.ts compares the two. `position` is read for the free tier's
 * masking (presentListedGames) and not answered.
 */
export const listedGameFields = {
  id: games.id,
  schedule_id: games.scheduleId,
  division_id: games.divisionId,
  home_id: games.homeId,
  visitor_id: games.visitorId,
  timeslot_id: games.timeslotId,
  round: games.round,
  bracket: sql<
    ListedGame['bracket']
  >`case when ${games.bracket} in ('winners', 'losers', 'final') then ${games.bracket} end`,
  home_from: sql<ListedGame['home_from']>`${games.homeFrom}`,
  visitor_from: sql<ListedGame['visitor_from']>`${games.visitorFrom}`,
  is_practice: games.isPractice,
  home_score: games.homeScore,
  visitor_score: games.visitorScore,
  overtime: games.overtime,
  forfeit: sql<ListedGame['forfeit']>`${games.forfeit}`,
  counts_in_standings: games.countsInStandings,
  unscheduled_reason: games.unscheduledReason,
  unscheduled_reason_detail: sql<ListedGame['unscheduled_reason_detail']>`${games.unscheduledReasonDetail}`,
  position: games.position,
} satisfies Record<keyof StoredListedGame, unknown>;

/**
 * The listed games as answered, masked for a free organisation (docs/free-tier.md), and the ids of the slots
 * they may name: a hidden game's slot is left out of the answer's slots.
 */
export function presentListedGames(
  rows: readonly StoredListedGame[],
  timeslots: readonly ListedTimeslot[],
  masked: boolean,
): { games: ListedGame[]; timeslots: ListedTimeslot[] } {
  const listed = rows.map(({ position, ...game }) => maskGame(game, position, masked));
  if (!masked) return { games: listed, timeslots: [...timeslots] };
  const hiddenSlots = new Set(
    rows.flatMap((row) => (row.timeslot_id && isHiddenPosition(row.position) ? [row.timeslot_id] : [])),
  );
  return { games: listed, timeslots: timeslots.filter((slot) => !hiddenSlots.has(slot.id)) };
}

/** A team as game lists name it, as JSON text: `[{"id", "name", "division_id"}]`. */
export const teamRefsJson = (
  where: SQL,
  orderBy: SQL,
) => sql<string>`(select coalesce(json_agg(json_build_object(
  'id', t.id, 'name', t.name, 'division_id', t.division_id) order by ${orderBy}), '[]')::text
  from teams t where ${where})`;

/** The slots the games matching `ofGames` sit in, by start, with venue and surface names: one query. */
export function selectUsedTimeslots(db: Database, ofGames: SQL | undefined) {
  return db
    .select({
      id: timeslots.id,
      start: isoInstant(timeslots.start),
      finish: isoInstant(timeslots.finish),
      venue_id: timeslots.venueId,
      venue_name: venues.name,
      surface_id: timeslots.surfaceId,
      surface_name: surfaces.name,
    } satisfies Record<keyof ListedTimeslot, unknown>)
    .from(timeslots)
    .innerJoin(venues, eq(venues.id, timeslots.venueId))
    .innerJoin(surfaces, eq(surfaces.id, timeslots.surfaceId))
    .where(
      inArray(
        timeslots.id,
        db
          .select({ id: games.timeslotId })
          .from(games)
          .where(and(ofGames, isNotNull(games.timeslotId))),
      ),
    )
    .orderBy(asc(timeslots.start), asc(timeslots.id));
}

export interface ScheduleDetailRows {
  schedule: ScheduleRow;
  games: StoredListedGame[];
  /** The teams the games name, as JSON text (ScheduleDetailSchema's `teams`). */
  teams: string;
  timeslots: ListedTimeslot[];
}

const ofSchedule = and(
  eq(games.scheduleId, sql.placeholder('scheduleId')),
  eq(games.organizationId, sql.placeholder('organizationId')),
);

/*
 * Three named prepared statements run side by side, each scoped to the caller's organisation (so another
 * organisation's schedule reads nothing and answers 404): the schedule with the teams its games name, the
 * games by their schedule index, and the slots they use. The games and slots come as rows and are written out
 * in Node (PostgreSQL's json_build_object cost several times the plain read on thousands of games).
 */
const readHead = preparedStatement((db: Database) =>
  db
    .select({
      schedule: schedules,
      teams: teamRefsJson(
        sql`t.id in (select g.home_id from games g where g.schedule_id = schedules.id
          union select g.visitor_id from games g where g.schedule_id = schedules.id)`,
        sql`t.position, t.name, t.id`,
      ),
    })
    .from(schedules)
    .where(
      and(
        eq(schedules.id, sql.placeholder('scheduleId')),
        eq(schedules.organizationId, sql.placeholder('organizationId')),
      ),
    )
    .limit(1)
    .prepare('load_schedule_detail_head'),
);

const readGames = preparedStatement((db: Database) =>
  db
    .select(listedGameFields)
    .from(games)
    .where(ofSchedule)
    .orderBy(asc(games.position), asc(games.id))
    .prepare('load_schedule_detail_games'),
);

const readSlots = preparedStatement((db: Database) =>
  selectUsedTimeslots(db, ofSchedule).prepare('load_schedule_detail_slots'),
);

/** A schedule of the organisation with its games, teams and slots; 404 when missing or another organisation's. */
export async function loadScheduleDetail(
  db: Database,
  params: { organizationId: string; scheduleId: string },
): Promise<ScheduleDetailRows> {
  const [[head], gameRows, slotRows] = await Promise.all([
    readHead(db).execute(params),
    readGames(db).execute(params),
    readSlots(db).execute(params),
  ]);
  if (!head) throw notFound();
  return { schedule: head.schedule, teams: head.teams, games: gameRows, timeslots: slotRows };
}
