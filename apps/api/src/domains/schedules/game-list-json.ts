import { type SQL, sql } from 'drizzle-orm';

/*
 * The JSON of game lists, built by PostgreSQL: a schedule's detail and the season's master list answer the
 * text these expressions make as it is, with no row mapping or serialising in Node, which was where those
 * requests spent their time (docs/schedules.md). Each builder writes the same fields, in the same order, as
 * the presenter beside it in present-schedule.ts (presentGame, presentTeamRef, presentUsedTimeslot);
 * game-list-json.test.ts compares the two on every field.
 */

/** An ISO 8601 instant as JavaScript's toISOString writes it (UTC, milliseconds, `Z`). */
const isoInstant = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** One game (alias `g` of games), as presentGame shapes it. */
export const gameJson = sql`json_build_object(
  'id', g.id, 'schedule_id', g.schedule_id, 'division_id', g.division_id, 'home_id', g.home_id,
  'visitor_id', g.visitor_id, 'timeslot_id', g.timeslot_id, 'round', g.round,
  'bracket', case when g.bracket in ('winners', 'losers', 'final') then g.bracket end,
  'home_from', g.home_from, 'visitor_from', g.visitor_from, 'is_practice', g.is_practice,
  'home_score', g.home_score, 'visitor_score', g.visitor_score, 'overtime', g.overtime,
  'unscheduled_reason', g.unscheduled_reason)`;

/** A JSON array (as text) of the teams `t` that `where` picks, as presentTeamRef shapes them. */
export const teamsJson = (
  where: SQL,
  orderBy: SQL,
) => sql<string>`(select coalesce(json_agg(json_build_object(
  'id', t.id, 'name', t.name, 'division_id', t.division_id) order by ${orderBy}), '[]')::text
  from teams t where ${where})`;

/**
 * A JSON array (as text) of the slots the games `g` matching `ofGames` sit in, by start, with their venue's and
 * surface's names, as presentUsedTimeslot shapes them.
 */
export const usedTimeslotsJson = (ofGames: SQL) => sql<string>`(select coalesce(json_agg(json_build_object(
  'id', ts.id, 'start', ${isoInstant(sql`ts.start`)}, 'finish', ${isoInstant(sql`ts.finish`)},
  'venue_id', ts.venue_id, 'venue_name', v.name, 'surface_id', ts.surface_id, 'surface_name', su.name)
  order by ts.start, ts.id), '[]')::text
  from timeslots ts join venues v on v.id = ts.venue_id join surfaces su on su.id = ts.surface_id
  where ts.id in (select g.timeslot_id from games g where (${ofGames}) and g.timeslot_id is not null))`;
