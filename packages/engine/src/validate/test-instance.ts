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

/** The shape with branded ids loosened to plain strings, so tests write ids as literals. */
type Loose<T> =
  T extends Brand<string, string>
    ? string
    : T extends (infer U)[]
      ? Loose<U>[]
      : T extends object
        ? { [K in keyof T]: Loose<T[K]> }
        : T;

/** A time constraint as tests write it: `kind` may be the seed's number 0..6, as the contract allows. */
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
/** A schedule: the contract's required fields, the rest defaults from its table. */
export type ScheduleInput = Partial<Loose<ScheduleConfig>> & {
  id: string;
  division_ids: string[];
  schedule_start: string;
  schedule_end: string;
};
/** A game in result shape: id and schedule required. */
export type GameInput = Partial<Loose<Game>> & { id: string; schedule_id: string };

/** Everything optional except what the contract requires; ids are plain strings. */
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

function buildConstraint(input: ConstraintInput): TimeConstraint {
  const startDate = input.start_date ?? null;
  return {
    // A numeric kind is kept as given on purpose: the referee must read it (Reading 7).
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
  } as TimeConstraint;
}

function buildTravel(input: Partial<TravelConstraint>): TravelConstraint {
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

function buildSchedule(input: ScheduleInput): ScheduleConfig {
  const useWeekend = input.use_weekend_method ?? false;
  return {
    mode: 'games',
    style: 'round',
    argument: 'rounds',
    count: 2,
    max_games_day: 1,
    min_minutes_rest: 0,
    next_game_offset: 0,
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
    ...input,
    use_weekend_method: useWeekend,
    // Reading 4: the weekend method implies 2 a week unless a value, 0 included, is given.
    max_games_week: input.max_games_week ?? (useWeekend ? 2 : 0),
  } as ScheduleConfig;
}

/** A game in result shape with every absent field at its contract default. */
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

/** A parsed-looking instance from a partial one, every contract default filled in (names default to ids). */
export function buildInstance(partial: InstanceInput): Instance {
  return {
    format_version: 1,
    timezone: partial.timezone ?? 'America/Chicago',
    first_day: partial.first_day ?? 0,
    divisions: (partial.divisions ?? []).map((d) => ({ name: d.id, ...d })),
    teams: (partial.teams ?? []).map((t) => ({
      name: t.id,
      division_id: 'd1',
      home_venue_ids: [],
      person_ids: [],
      ...t,
      time_constraints: (t.time_constraints ?? []).map(buildConstraint),
      travel_constraint: t.travel_constraint ? buildTravel(t.travel_constraint) : null,
    })),
    people: (partial.people ?? []).map((p) => ({ name: p.id, is_coach: false, is_player: false, ...p })),
    venues: (partial.venues ?? []).map((v) => ({
      name: v.id,
      latitude: null,
      longitude: null,
      priority: 0,
      ...v,
      surfaces: (v.surfaces ?? []).map((s) => ({ name: s.id, priority: 0, ...s })),
    })),
    distances: (partial.distances ?? []).map((d) => ({
      ...d,
      miles: d.miles ?? (d.minutes ?? 0) / 2,
      minutes: d.minutes ?? (d.miles ?? 0) * 2,
    })),
    timeslots: (partial.timeslots ?? []).map((s) => ({
      division_ids: [],
      is_game: true,
      is_practice: false,
      is_reserved: false,
      ...s,
    })),
    fixed_games: (partial.fixed_games ?? []).map(buildGame),
    schedules: (partial.schedules ?? []).map(buildSchedule),
  } as Instance;
}

/** A result whose status, reasons and metrics agree with its games, so a test breaks only what it means to. */
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
