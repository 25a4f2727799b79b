import type { DivisionId, GameId, ScheduleId, SurfaceId, TeamId, TimeslotId, VenueId } from '../model/ids.ts';
import type { Game, Instance, ScheduleConfig, Team, Timeslot } from '../model/instance.ts';

/**
 * Test-only builders for the analyses: every contract default filled in, ids cast once here so tests
 * read as plain data. Not exported from the barrel.
 */

/** A schedule with the contract's defaults; `division_ids` defaults to ['d1']. */
export function buildSchedule(partial: Partial<ScheduleConfig> = {}): ScheduleConfig {
  return {
    id: 'sch1' as ScheduleId,
    division_ids: ['d1' as DivisionId],
    mode: 'games',
    style: 'round',
    argument: 'rounds',
    count: 2,
    schedule_start: '2026-03-01',
    schedule_end: '2026-03-31',
    max_games_day: 1,
    max_games_week: 0,
    min_minutes_rest: 0,
    next_game_offset: 0,
    use_weekend_method: false,
    friday_as_weekend: false,
    use_unassigned_timeslots: true,
    use_single_division_timeslots: false,
    use_practice_timeslots: false,
    enforce_home: true,
    use_coach_conflict_method: true,
    use_player_conflict_method: false,
    balance_venues: true,
    venue_balance_method: 'best_first',
    venue_balance_tolerance: 'low',
    balance_early_late: true,
    balance_days: true,
    seeding: [],
    ...partial,
  };
}

/** `count` teams t{start}..: named "T{n}", in `division`. */
export function buildTeams(count: number, division: string, start = 1): Team[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `t${start + i}` as TeamId,
    name: `T${start + i}`,
    division_id: division as DivisionId,
    home_venue_ids: [],
    person_ids: [],
    time_constraints: [],
    travel_constraint: null,
  }));
}

/** A game slot on surface s1 from `start` lasting 90 minutes (offset given in `start`). */
export function buildSlot(id: string, start: string, partial: Partial<Timeslot> = {}): Timeslot {
  const finish = new Date(Date.parse(start) + 90 * 60_000);
  const offset = start.slice(19);
  const local = new Date(finish.getTime() + offsetMinutes(offset) * 60_000).toISOString().slice(0, 19);
  return {
    id: id as TimeslotId,
    surface_id: 's1' as SurfaceId,
    start,
    finish: `${local}${offset}`,
    division_ids: [],
    is_game: true,
    is_practice: false,
    is_reserved: false,
    ...partial,
  };
}

function offsetMinutes(offset: string): number {
  if (offset === 'Z' || offset === '') return 0;
  const sign = offset.startsWith('-') ? -1 : 1;
  const [hours = '0', minutes = '0'] = offset.slice(1).split(':');
  return sign * (Number(hours) * 60 + Number(minutes));
}

/** A placed (or, with slot null, unscheduled) game of schedule `sch1`. */
export function buildGame(
  id: string,
  home: string | null,
  visitor: string | null,
  slot: string | null,
  partial: Partial<Game> = {},
): Game {
  return {
    id: id as GameId,
    schedule_id: 'sch1' as ScheduleId,
    division_id: 'd1' as DivisionId,
    home_id: home as TeamId | null,
    visitor_id: visitor as TeamId | null,
    is_practice: false,
    round: 1,
    timeslot_id: slot as TimeslotId | null,
    bracket: null,
    home_from: null,
    visitor_from: null,
    ...partial,
  };
}

/** An instance in America/Chicago, weeks from Sunday, one division d1 "U10" and venue v1 with surface s1. */
export function buildInstance(partial: Partial<Instance> = {}): Instance {
  return {
    format_version: 1,
    timezone: 'America/Chicago',
    first_day: 0,
    divisions: [{ id: 'd1' as DivisionId, name: 'U10' }],
    teams: [],
    people: [],
    venues: [
      {
        id: 'v1' as VenueId,
        name: 'North Park',
        latitude: null,
        longitude: null,
        priority: 0,
        surfaces: [{ id: 's1' as SurfaceId, name: 'Field 1', priority: 0 }],
      },
    ],
    distances: [],
    timeslots: [],
    fixed_games: [],
    schedules: [buildSchedule()],
    ...partial,
  };
}
