import type { Brand } from '../model/ids.ts';
import type {
  Distance,
  Division,
  Game,
  Instance,
  Person,
  Result,
  ScheduleConfig,
  Surface,
  Team,
  TimeConstraint,
  TimeConstraintKind,
  Timeslot,
  TravelConstraint,
  Venue,
} from '../model/instance.ts';
import { parseSchedule } from '../model/parse-instance.ts';

/**
 * The one set of test-data builders for the engine's suites and the benchmark's generators. Each fills every
 * field a test leaves out with the default the parser would give it (docs/engine-contract.md), so a test
 * writes only what it is about, and ids are written as plain strings (cast once, here). Test-only: never
 * exported from src/index.ts. Instances parsed from JSON (assign/test-instance.ts, the samples) go through
 * parseInstance instead and need none of this.
 */

/** The shape with branded ids loosened to plain strings, so tests write ids as literals. */
export type Loose<T> =
  T extends Brand<string, string>
    ? string
    : T extends (infer U)[]
      ? Loose<U>[]
      : T extends object
        ? { [K in keyof T]: Loose<T[K]> }
        : T;

/** A time constraint as tests write it: `kind` may be its number 0..6, as the contract allows. */
export type ConstraintInput = Partial<Omit<Loose<TimeConstraint>, 'kind'>> & {
  kind: TimeConstraintKind | number;
};
/** A team as tests write it; the travel constraint may list only the limits it sets. */
export type TeamInput = Partial<Omit<Loose<Team>, 'time_constraints' | 'travel_constraint'>> & {
  id: string;
  time_constraints?: ConstraintInput[];
  travel_constraint?: Partial<TravelConstraint> | null;
};
/** A venue with partial surfaces. */
export type VenueInput = Partial<Omit<Loose<Venue>, 'surfaces'>> & {
  id: string;
  surfaces?: (Partial<Loose<Surface>> & { id: string })[];
};
/** A timeslot: id, surface and times are required, the rest defaults as in the contract. */
export type SlotInput = Partial<Loose<Timeslot>> & {
  id: string;
  surface_id: string;
  start: string;
  finish: string;
};
/** A schedule; every field defaults (id `sch1`, division `d1`, March 2026, then the contract's table). */
export type ScheduleInput = Partial<Loose<ScheduleConfig>>;
/** A game in result shape: id and schedule required. */
export type GameInput = Partial<Loose<Game>> & { id: string; schedule_id: string };

/** Everything optional; ids are plain strings. */
export interface InstanceInput {
  timezone?: string;
  first_day?: number;
  divisions?: (Partial<Loose<Division>> & { id: string })[];
  teams?: TeamInput[];
  people?: (Partial<Loose<Person>> & { id: string })[];
  venues?: VenueInput[];
  distances?: (Partial<Loose<Distance>> & { from_id: string; to_id: string })[];
  timeslots?: SlotInput[];
  fixed_games?: GameInput[];
  schedules?: ScheduleInput[];
}

/** A time constraint; a numeric kind is kept as given on purpose: the validator must read it (Reading 7). */
export function buildConstraint(input: ConstraintInput): TimeConstraint {
  const startDate = input.start_date ?? null;
  return {
    kind: input.kind as TimeConstraintKind,
    weekdays: input.weekdays ?? [],
    start_date: startDate,
    end_date: input.end_date ?? startDate,
    not_between_start: input.not_between_start ?? null,
    not_between_end: input.not_between_end ?? null,
    not_before: input.not_before ?? null,
    not_after: input.not_after ?? null,
    max_games: input.max_games ?? null,
    max_travel_home: input.max_travel_home ?? null,
    max_travel_last: input.max_travel_last ?? null,
    no_play_team: (input.no_play_team ?? null) as Team['id'] | null,
  };
}

/** Travel limits; each one left out is 0, no limit. */
export function buildTravel(input: Partial<TravelConstraint>): TravelConstraint {
  return {
    max_distance_weekday_home: input.max_distance_weekday_home ?? 0,
    max_distance_weekend_home: input.max_distance_weekend_home ?? 0,
    max_distance_weekday_last: input.max_distance_weekday_last ?? 0,
    max_distance_weekend_last: input.max_distance_weekend_last ?? 0,
    max_time_weekday_home: input.max_time_weekday_home ?? 0,
    max_time_weekend_home: input.max_time_weekend_home ?? 0,
    max_time_weekday_last: input.max_time_weekday_last ?? 0,
    max_time_weekend_last: input.max_time_weekend_last ?? 0,
  };
}

/** A team of division `d1` unless told, named by its id, with no home venues, people or constraints. */
export function buildTeam({ id, ...input }: TeamInput): Team {
  return {
    id,
    name: id,
    division_id: 'd1',
    home_venue_ids: [],
    person_ids: [],
    ...input,
    time_constraints: (input.time_constraints ?? []).map(buildConstraint),
    travel_constraint: input.travel_constraint ? buildTravel(input.travel_constraint) : null,
  } as Team;
}

/** `count` teams t{start}.. named "T{n}" in `division`. */
export function buildTeams(count: number, division: string, start = 1): Team[] {
  return Array.from({ length: count }, (_, i) =>
    buildTeam({ id: `t${start + i}`, name: `T${start + i}`, division_id: division }),
  );
}

/** A venue named by its id, without coordinates, priority 0, surfaces likewise. */
export function buildVenue({ id, ...input }: VenueInput): Venue {
  return {
    id,
    name: id,
    latitude: null,
    longitude: null,
    priority: 0,
    ...input,
    surfaces: (input.surfaces ?? []).map(({ id: surfaceId, ...s }) => ({
      id: surfaceId,
      name: surfaceId,
      priority: 0,
      ...s,
    })),
  } as Venue;
}

/** A neutral, unreserved game slot. */
export function buildTimeslot({ id, surface_id, start, finish, ...input }: SlotInput): Timeslot {
  return {
    id,
    surface_id,
    start,
    finish,
    division_ids: [],
    is_game: true,
    is_practice: false,
    is_reserved: false,
    ...input,
  } as Timeslot;
}

/** A game slot on surface s1 from `start` lasting 90 minutes, its finish written in the offset of `start`. */
export function buildSlot(id: string, start: string, partial: Partial<SlotInput> = {}): Timeslot {
  const finish = new Date(Date.parse(start) + 90 * 60_000);
  const offset = start.slice(19);
  const local = new Date(finish.getTime() + offsetMinutes(offset) * 60_000).toISOString().slice(0, 19);
  return buildTimeslot({ id, surface_id: 's1', start, finish: `${local}${offset}`, ...partial });
}

function offsetMinutes(offset: string): number {
  if (offset === 'Z' || offset === '') return 0;
  const sign = offset.startsWith('-') ? -1 : 1;
  const [hours = '0', minutes = '0'] = offset.slice(1).split(':');
  return sign * (Number(hours) * 60 + Number(minutes));
}

/**
 * A schedule with the contract's defaults: id `sch1`, division `d1`, 2026-03-01..2026-03-31 unless told. The
 * defaults come from the engine's own parser, which holds the engine's copy of the table in
 * docs/engine-contract.md: the engine imports nothing from the repository (docs/ARCHITECTURE.md), so
 * DEFAULT_SCHEDULE_CONFIG of @app/contracts is out of its reach. The parser also applies Reading 4 (the
 * weekend method implies 2 games a week unless a value, 0 included, is given).
 */
export function buildSchedule(input: ScheduleInput = {}): ScheduleConfig {
  const defaults = parseSchedule(
    {
      id: 'sch1',
      division_ids: ['d1'],
      schedule_start: '2026-03-01',
      schedule_end: '2026-03-31',
      use_weekend_method: input.use_weekend_method ?? false,
    },
    'schedules[0]',
  );
  return {
    ...defaults,
    ...input,
    use_weekend_method: defaults.use_weekend_method,
    max_games_week: input.max_games_week ?? defaults.max_games_week,
  } as ScheduleConfig;
}

/** A game in result shape with every absent field at its contract default (unscheduled, no round). */
export function buildGame(input: GameInput): Game {
  return {
    division_id: '',
    home_id: null,
    visitor_id: null,
    is_practice: false,
    round: null,
    timeslot_id: null,
    bracket: null,
    home_from: null,
    visitor_from: null,
    ...input,
  } as Game;
}

/** A round-1 game of schedule `sch1` in division d1, in `slot` (null: unscheduled). */
export function buildGameAt(
  id: string,
  home: string | null,
  visitor: string | null,
  slot: string | null,
  partial: Partial<GameInput> = {},
): Game {
  return buildGame({
    id,
    schedule_id: 'sch1',
    division_id: 'd1',
    home_id: home,
    visitor_id: visitor,
    round: 1,
    timeslot_id: slot,
    ...partial,
  });
}

/**
 * A parsed-looking instance, every contract default filled in. Lists left out are empty, except three that
 * make a minimal league: divisions (d1 "U10"), venues (v1 "North Park" with surface s1 "Field 1") and
 * schedules (one `buildSchedule()`). America/Chicago, weeks from Sunday.
 */
export function buildInstance(partial: InstanceInput = {}): Instance {
  return {
    format_version: 1,
    timezone: partial.timezone ?? 'America/Chicago',
    first_day: partial.first_day ?? 0,
    divisions: (partial.divisions ?? [{ id: 'd1', name: 'U10' }]).map((d) => ({ name: d.id, ...d })),
    teams: (partial.teams ?? []).map(buildTeam),
    people: (partial.people ?? []).map((p) => ({ name: p.id, is_coach: false, is_player: false, ...p })),
    venues: (
      partial.venues ?? [{ id: 'v1', name: 'North Park', surfaces: [{ id: 's1', name: 'Field 1' }] }]
    ).map(buildVenue),
    distances: (partial.distances ?? []).map((d) => ({
      ...d,
      miles: d.miles ?? (d.minutes ?? 0) / 2,
      minutes: d.minutes ?? (d.miles ?? 0) * 2,
    })),
    timeslots: (partial.timeslots ?? []).map(buildTimeslot),
    fixed_games: (partial.fixed_games ?? []).map(buildGame),
    schedules: (partial.schedules ?? [{}]).map(buildSchedule),
  } as Instance;
}

/** A result whose status, reasons and metrics agree with its games: a test breaks only what it means to. */
export function buildResult(games: readonly GameInput[]): Result {
  const built = games.map(buildGame);
  const unscheduled = built.filter((g) => g.timeslot_id === null);
  const scheduled = built.length - unscheduled.length;
  return {
    format_version: 1,
    status: unscheduled.length === 0 ? 'complete' : 'partial',
    games: built,
    unscheduled_reasons: Object.fromEntries(unscheduled.map((g) => [g.id, 'no free slot'])),
    metrics: {
      scheduled,
      unscheduled: unscheduled.length,
      success_rate: Math.ceil((100 * scheduled) / Math.max(1, built.length)),
      elapsed_ms: 0,
    },
  };
}
