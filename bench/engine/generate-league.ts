import type {
  Instance,
  Person,
  ScheduleConfig,
  Team,
  TimeConstraint,
  Timeslot,
} from '../../packages/engine/src/model/instance.ts';
import { buildConstraint, buildTeam } from '../../packages/engine/src/test-support/instance.ts';
import {
  brand,
  buildScheduleConfig,
  buildTimeslot,
  buildVenues,
  datesBetween,
  startMinutesOn,
} from './build-parts.ts';
import { createRng, type Rng } from './prng.ts';

/** The shape of a generated league: everything the small, medium and large instances vary. */
export interface LeagueSpec {
  seed: number;
  timezone: string;
  /** Local dates of every schedule's range, inclusive. */
  start: string;
  end: string;
  divisions: number;
  teams_per_division: number;
  /** Round robin repetitions within each division (2: double round robin). */
  count: number;
  /** Across-division schedules (count 1) between divisions 1-2, 3-4, ... */
  across_schedules: number;
  venues: number;
  surfaces_per_venue: number;
  /** Timeslots created = ceil(slot_ratio x games), drawn from the weekly grid of every surface. */
  slot_ratio: number;
  /** Share of slots that list one division instead of being neutral. */
  division_slot_share: number;
  /** Share of teams with a home venue (enforce_home then binds their home games). */
  home_venue_share: number;
  /** No-play dates per team (blackouts). */
  blackouts_per_team: number;
  /** Share of teams whose coach also coaches a team of another division. */
  shared_coach_share: number;
  /** Share of teams with a weekday evening curfew (no_play_between not_after 20:00). */
  curfew_share: number;
  /** Weekly game limit of every second division's schedule (0: none). */
  max_games_week: number;
}

/** Games the league's schedules will need: count x n(n-1)/2 per division plus n x n per across schedule. */
export function leagueGameCount(spec: LeagueSpec): number {
  const n = spec.teams_per_division;
  return spec.divisions * ((spec.count * n * (n - 1)) / 2) + spec.across_schedules * n * n;
}

function buildTeams(
  spec: LeagueSpec,
  rng: Rng,
  dates: readonly string[],
): { teams: Team[]; people: Person[] } {
  const teams: Team[] = [];
  const people: Person[] = [];
  for (let d = 1; d <= spec.divisions; d += 1) {
    for (let k = 1; k <= spec.teams_per_division; k += 1) {
      const index = teams.length + 1;
      people.push({
        id: brand<'PersonId'>(`p${index}`),
        name: `Coach ${index}`,
        is_coach: true,
        is_player: false,
      });
      const time_constraints: TimeConstraint[] = [];
      for (let b = 0; b < spec.blackouts_per_team; b += 1) {
        time_constraints.push(buildConstraint({ kind: 'no_play', start_date: rng.pick(dates) }));
      }
      if (rng.chance(spec.curfew_share)) {
        time_constraints.push(
          buildConstraint({ kind: 'no_play_between', weekdays: [rng.int(1, 5)], not_after: '20:00' }),
        );
      }
      teams.push(
        buildTeam({
          id: `t${index}`,
          name: `D${d} Team ${k}`,
          division_id: `d${d}`,
          home_venue_ids: rng.chance(spec.home_venue_share) ? [`v${rng.int(1, spec.venues)}`] : [],
          person_ids: [`p${index}`],
          time_constraints,
        }),
      );
    }
  }
  // A shared coach: the team also lists the coach of a team in another division, so their games must not overlap.
  for (const team of teams) {
    if (!rng.chance(spec.shared_coach_share)) continue;
    const other = rng.pick(teams.filter((t) => t.division_id !== team.division_id));
    const coach = other.person_ids[0];
    if (coach && !team.person_ids.includes(coach)) team.person_ids.push(coach);
  }
  return { teams, people };
}

function buildSlots(
  spec: LeagueSpec,
  rng: Rng,
  dates: readonly string[],
  surfaceIds: readonly string[],
): Timeslot[] {
  const grid: { date: string; minute: number; surface: string }[] = [];
  for (const date of dates) {
    for (const minute of startMinutesOn(date))
      for (const surface of surfaceIds) grid.push({ date, minute, surface });
  }
  const wanted = Math.min(grid.length, Math.ceil(spec.slot_ratio * leagueGameCount(spec)));
  const chosen = rng
    .shuffle(grid)
    .slice(0, wanted)
    .sort((a, b) =>
      a.date === b.date ? a.minute - b.minute || (a.surface < b.surface ? -1 : 1) : a.date < b.date ? -1 : 1,
    );
  return chosen.map((cell, i) => {
    const divisions = rng.chance(spec.division_slot_share) ? [`d${rng.int(1, spec.divisions)}`] : [];
    return buildTimeslot(`ts${i + 1}`, cell.surface, cell.date, cell.minute, spec.timezone, divisions);
  });
}

function buildSchedules(spec: LeagueSpec): ScheduleConfig[] {
  const range = { schedule_start: spec.start, schedule_end: spec.end };
  const schedules = Array.from({ length: spec.divisions }, (_, i) =>
    buildScheduleConfig({
      ...range,
      id: brand<'ScheduleId'>(`sch${i + 1}`),
      division_ids: [brand<'DivisionId'>(`d${i + 1}`)],
      count: spec.count,
      max_games_week: i % 2 === 1 ? spec.max_games_week : 0,
      venue_balance_method: i % 2 === 0 ? 'best_first' : 'evenly',
    }),
  );
  for (let a = 0; a < spec.across_schedules; a += 1) {
    schedules.push(
      buildScheduleConfig({
        ...range,
        id: brand<'ScheduleId'>(`across${a + 1}`),
        division_ids: [brand<'DivisionId'>(`d${2 * a + 1}`), brand<'DivisionId'>(`d${2 * a + 2}`)],
        count: 1,
      }),
    );
  }
  return schedules;
}

/** A league instance built deterministically from its LeagueSpec: the same one gives byte-identical JSON. */
export function generateLeague(spec: LeagueSpec): Instance {
  const rng = createRng(spec.seed);
  const dates = datesBetween(spec.start, spec.end);
  const venues = buildVenues(rng, spec.venues, spec.surfaces_per_venue);
  const { teams, people } = buildTeams(spec, rng, dates);
  const surfaceIds = venues.flatMap((venue) => venue.surfaces.map((surface) => surface.id as string));
  return {
    format_version: 1,
    timezone: spec.timezone,
    first_day: 0,
    divisions: Array.from({ length: spec.divisions }, (_, i) => ({
      id: brand<'DivisionId'>(`d${i + 1}`),
      name: `Division ${i + 1}`,
    })),
    teams,
    people,
    venues,
    distances: [],
    timeslots: buildSlots(spec, rng, dates, surfaceIds),
    fixed_games: [],
    schedules: buildSchedules(spec),
  };
}
