import { buildDistanceTable, type DistanceTable } from './distance-table.ts';
import type { Instance, TravelConstraint } from './instance.ts';
import { dayOfDate, weekOneStart } from './local-time.ts';
import { buildPersonLinks, type PersonLink } from './person-links.ts';
import { buildScheduleInfo, type ScheduleInfo } from './schedule-slots.ts';
import { buildSlotTable, type SlotTable } from './slot-table.ts';
import { buildTeamDayRules, type TeamDayRule } from './team-day-rules.ts';

/** A team's facts for the hot loops. */
export interface TeamInfo {
  name: string;
  division: number;
  homeVenues: number[];
  /** Per venue: miles / minutes from the nearest home venue (nearest in miles); NaN without home venues. */
  homeMiles: Float64Array;
  homeMinutes: Float64Array;
  travel: TravelConstraint | null;
  /** Indexed `day - slots.minDay`; null on days without constraints. */
  dayRules: (TeamDayRule | null)[];
  links: PersonLink[];
}

/**
 * Schedule parameters as typed arrays for the hot loop. Index `schedules.length` is the neutral schedule
 * of fixed games that belong to no solved schedule: no limits, no rest, no conflict methods of its own.
 */
export interface ScheduleParams {
  neutral: number;
  rest: Int32Array;
  nights: Int32Array;
  maxDay: Int32Array;
  maxWeek: Int32Array;
  coach: Uint8Array;
  player: Uint8Array;
  friday: Uint8Array;
  enforceHome: Uint8Array;
}

/** Every index the solver, the dry run and the explainer share; built once per instance. */
export interface SolveModel {
  instance: Instance;
  slots: SlotTable;
  distances: DistanceTable;
  weekOne: number;
  teamIndex: Map<string, number>;
  scheduleIndex: Map<string, number>;
  venueIndex: Map<string, number>;
  /** Per venue: 1 when it is neutral (`is_neutral` or `force_neutral`), where `enforce_home` does not bind. */
  neutralVenue: Uint8Array;
  teams: TeamInfo[];
  schedules: ScheduleInfo[];
  params: ScheduleParams;
}

function buildTeamInfo(
  instance: Instance,
  t: number,
  maps: { team: Map<string, number>; venue: Map<string, number>; division: Map<string, number> },
  distances: DistanceTable,
  slots: SlotTable,
  links: PersonLink[][],
): TeamInfo {
  const team = instance.teams[t]!;
  const n = distances.venueCount;
  const homeVenues = [...new Set(team.home_venue_ids.map((v) => maps.venue.get(v)!))];
  const homeMiles = new Float64Array(n).fill(Number.NaN);
  const homeMinutes = new Float64Array(n).fill(Number.NaN);
  for (let v = 0; v < n; v++) {
    let best = Number.POSITIVE_INFINITY;
    let bestMinutes = Number.POSITIVE_INFINITY;
    for (const h of homeVenues) {
      const miles = h === v ? 0 : distances.miles[h * n + v]!;
      if (miles < best) {
        best = miles;
        bestMinutes = h === v ? 0 : distances.minutes[h * n + v]!;
      }
    }
    if (homeVenues.length > 0) {
      homeMiles[v] = best;
      homeMinutes[v] = bestMinutes;
    }
  }
  return {
    name: team.name,
    division: maps.division.get(team.division_id)!,
    homeVenues,
    homeMiles,
    homeMinutes,
    travel: team.travel_constraint,
    dayRules: buildTeamDayRules(team, maps.team, slots.minDay, slots.maxDay),
    links: links[t]!,
  };
}

function buildParams(schedules: ScheduleInfo[]): ScheduleParams {
  const n = schedules.length + 1;
  const params: ScheduleParams = {
    neutral: schedules.length,
    rest: new Int32Array(n),
    nights: new Int32Array(n),
    maxDay: new Int32Array(n),
    maxWeek: new Int32Array(n),
    coach: new Uint8Array(n),
    player: new Uint8Array(n),
    friday: new Uint8Array(n),
    enforceHome: new Uint8Array(n),
  };
  schedules.forEach((info, i) => {
    const c = info.config;
    params.rest[i] = c.min_minutes_rest;
    params.nights[i] = c.next_game_offset;
    params.maxDay[i] = c.max_games_day;
    params.maxWeek[i] = c.max_games_week;
    params.coach[i] = c.use_coach_conflict_method ? 1 : 0;
    params.player[i] = c.use_player_conflict_method ? 1 : 0;
    params.friday[i] = c.friday_as_weekend ? 1 : 0;
    params.enforceHome[i] = c.enforce_home ? 1 : 0;
  });
  return params;
}

/** Builds every index of an instance: slots with local time, distances, team rules per day, schedules. */
export function buildSolveModel(instance: Instance): SolveModel {
  const divisionIndex = new Map(instance.divisions.map((d, i) => [d.id as string, i]));
  const teamIndex = new Map(instance.teams.map((t, i) => [t.id as string, i]));
  const venueIndex = new Map(instance.venues.map((v, i) => [v.id as string, i]));
  const scheduleIndex = new Map(instance.schedules.map((s, i) => [s.id as string, i]));
  const starts = instance.schedules.map((s) => dayOfDate(s.schedule_start));
  const earliest = starts.length > 0 ? Math.min(...starts) : 0;
  const weekOne = weekOneStart(earliest, instance.first_day);
  const slots = buildSlotTable(instance, divisionIndex, venueIndex, weekOne);
  const distances = buildDistanceTable(instance, venueIndex);
  const links = buildPersonLinks(instance, teamIndex);
  const maps = { team: teamIndex, venue: venueIndex, division: divisionIndex };
  const teams = instance.teams.map((_, t) => buildTeamInfo(instance, t, maps, distances, slots, links));
  const schedules = instance.schedules.map((c) => buildScheduleInfo(c, divisionIndex, slots, weekOne));
  return {
    instance,
    slots,
    distances,
    weekOne,
    teamIndex,
    scheduleIndex,
    venueIndex,
    neutralVenue: Uint8Array.from(instance.venues, (v) => (v.is_neutral || v.force_neutral ? 1 : 0)),
    teams,
    schedules,
    params: buildParams(schedules),
  };
}
