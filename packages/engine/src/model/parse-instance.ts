import type { DivisionId, PersonId, ScheduleId, SurfaceId, TeamId, TimeslotId, VenueId } from './ids.ts';
import {
  type Distance,
  type Division,
  type Game,
  type Instance,
  type Person,
  type ScheduleConfig,
  type Team,
  TIME_CONSTRAINT_KINDS,
  type TimeConstraint,
  type TimeConstraintKind,
  type Timeslot,
  type TravelConstraint,
  type Venue,
} from './instance.ts';
import { InstanceError } from './instance-error.ts';
import {
  checkClock,
  checkDate,
  childPath,
  describe,
  isAbsent,
  type JsonObject,
  optionalArray,
  optionalBoolean,
  optionalEnum,
  optionalInteger,
  optionalString,
  readObject,
  requiredArray,
  requiredNumber,
  requiredString,
  stringArray,
} from './json-reader.ts';
import { parseGame } from './parse-game.ts';

const INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** Ids must be unique within their collection; returns the set for reference checks. */
function uniqueIds<T extends { id: string }>(items: T[], collection: string): Set<string> {
  const ids = new Set<string>();
  items.forEach((item, i) => {
    if (ids.has(item.id))
      throw new InstanceError(childPath(childPath(collection, i), 'id'), `duplicate id "${item.id}"`);
    ids.add(item.id);
  });
  return ids;
}

function checkRef(ids: Set<string>, value: string, path: string, what: string): void {
  if (!ids.has(value)) throw new InstanceError(path, `unknown ${what} "${value}"`);
}

function checkRefs(ids: Set<string>, values: string[], path: string, what: string): void {
  values.forEach((value, i) => {
    checkRef(ids, value, childPath(path, i), what);
  });
}

function parseInstant(obj: JsonObject, key: string): string {
  const value = requiredString(obj, key);
  if (!INSTANT_PATTERN.test(value) || Number.isNaN(Date.parse(value))) {
    throw new InstanceError(
      childPath(obj.path, key),
      `expected an ISO 8601 time with an offset, got "${value}"`,
    );
  }
  return value;
}

function parseKind(obj: JsonObject): TimeConstraintKind {
  const value = obj.fields.kind;
  if (typeof value === 'number' && Number.isInteger(value)) {
    const kind = TIME_CONSTRAINT_KINDS[value];
    if (kind) return kind;
  }
  if (typeof value === 'string' && (TIME_CONSTRAINT_KINDS as readonly string[]).includes(value)) {
    return value as TimeConstraintKind;
  }
  throw new InstanceError(
    childPath(obj.path, 'kind'),
    `expected a time constraint kind or 0..6, got ${describe(value)}`,
  );
}

function optionalDate(obj: JsonObject, key: string): string | null {
  const value = optionalString(obj, key);
  return value === null ? null : checkDate(value, childPath(obj.path, key));
}

function optionalClock(obj: JsonObject, key: string): string | null {
  const value = optionalString(obj, key);
  return value === null ? null : checkClock(value, childPath(obj.path, key));
}

function optionalMiles(obj: JsonObject, key: string): number | null {
  if (isAbsent(obj, key)) return null;
  const value = requiredNumber(obj, key);
  if (value < 0) throw new InstanceError(childPath(obj.path, key), `expected a number >= 0, got ${value}`);
  return value;
}

function parseTimeConstraint(value: unknown, path: string): TimeConstraint {
  const obj = readObject(value, path);
  const kind = parseKind(obj);
  const weekdays = optionalArray(obj, 'weekdays').map((day, i) => {
    if (typeof day !== 'number' || !Number.isInteger(day) || day < 0 || day > 6) {
      throw new InstanceError(
        childPath(childPath(path, 'weekdays'), i),
        `expected a weekday 0..6, got ${describe(day)}`,
      );
    }
    return day;
  });
  const startDate = optionalDate(obj, 'start_date');
  const endDate = optionalDate(obj, 'end_date') ?? startDate;
  if (startDate !== null && endDate !== null && endDate < startDate) {
    throw new InstanceError(childPath(path, 'end_date'), `ends before start_date ${startDate}`);
  }
  const constraint: TimeConstraint = {
    kind,
    weekdays,
    start_date: startDate,
    end_date: startDate === null ? null : endDate,
    not_between_start: optionalClock(obj, 'not_between_start'),
    not_between_end: optionalClock(obj, 'not_between_end'),
    not_before: optionalClock(obj, 'not_before'),
    not_after: optionalClock(obj, 'not_after'),
    max_games: isAbsent(obj, 'max_games') ? null : optionalInteger(obj, 'max_games', 0, 0, 1000),
    max_travel_home: optionalMiles(obj, 'max_travel_home'),
    max_travel_last: optionalMiles(obj, 'max_travel_last'),
    no_play_team: optionalString(obj, 'no_play_team') as TeamId | null,
  };
  const need = (field: keyof TimeConstraint, ok: boolean): void => {
    if (!ok) throw new InstanceError(childPath(path, field), `required for kind "${kind}"`);
  };
  if (kind === 'no_play_between') {
    const hasRange = constraint.not_between_start !== null || constraint.not_between_end !== null;
    if (hasRange) {
      need('not_between_start', constraint.not_between_start !== null);
      need('not_between_end', constraint.not_between_end !== null);
    } else {
      need('not_between_start', constraint.not_before !== null || constraint.not_after !== null);
    }
  }
  if (kind === 'max_games') need('max_games', constraint.max_games !== null);
  if (kind === 'max_travel_home') need('max_travel_home', constraint.max_travel_home !== null);
  if (kind === 'max_travel_last') need('max_travel_last', constraint.max_travel_last !== null);
  if (kind === 'no_play_team') need('no_play_team', constraint.no_play_team !== null);
  return constraint;
}

const TRAVEL_KEYS: readonly (keyof TravelConstraint)[] = [
  'max_distance_weekday_home',
  'max_distance_weekend_home',
  'max_distance_weekday_last',
  'max_distance_weekend_last',
  'max_time_weekday_home',
  'max_time_weekend_home',
  'max_time_weekday_last',
  'max_time_weekend_last',
];

function parseTravel(value: unknown, path: string): TravelConstraint | null {
  if (value === undefined || value === null) return null;
  const obj = readObject(value, path);
  const travel = {} as TravelConstraint;
  for (const key of TRAVEL_KEYS) {
    travel[key] = optionalMiles(obj, key) ?? 0;
  }
  return travel;
}

function parseTeam(value: unknown, path: string): Team {
  const obj = readObject(value, path);
  return {
    id: requiredString(obj, 'id') as TeamId,
    name: optionalString(obj, 'name') ?? requiredString(obj, 'id'),
    division_id: requiredString(obj, 'division_id') as DivisionId,
    home_venue_ids: stringArray(obj, 'home_venue_ids') as VenueId[],
    person_ids: stringArray(obj, 'person_ids') as PersonId[],
    time_constraints: optionalArray(obj, 'time_constraints').map((c, i) =>
      parseTimeConstraint(c, childPath(childPath(path, 'time_constraints'), i)),
    ),
    travel_constraint: parseTravel(obj.fields.travel_constraint, childPath(path, 'travel_constraint')),
  };
}

function parsePerson(value: unknown, path: string): Person {
  const obj = readObject(value, path);
  return {
    id: requiredString(obj, 'id') as PersonId,
    name: optionalString(obj, 'name') ?? requiredString(obj, 'id'),
    is_coach: optionalBoolean(obj, 'is_coach', false),
    is_player: optionalBoolean(obj, 'is_player', false),
  };
}

function parseVenue(value: unknown, path: string): Venue {
  const obj = readObject(value, path);
  const latitude = isAbsent(obj, 'latitude') ? null : requiredNumber(obj, 'latitude');
  const longitude = isAbsent(obj, 'longitude') ? null : requiredNumber(obj, 'longitude');
  return {
    id: requiredString(obj, 'id') as VenueId,
    name: optionalString(obj, 'name') ?? requiredString(obj, 'id'),
    latitude,
    longitude,
    priority: optionalInteger(obj, 'priority', 0, -3, 3),
    is_neutral: optionalBoolean(obj, 'is_neutral', false),
    force_neutral: optionalBoolean(obj, 'force_neutral', false),
    surfaces: optionalArray(obj, 'surfaces').map((s, i) => {
      const surface = readObject(s, childPath(childPath(path, 'surfaces'), i));
      return {
        id: requiredString(surface, 'id') as SurfaceId,
        name: optionalString(surface, 'name') ?? requiredString(surface, 'id'),
        priority: optionalInteger(surface, 'priority', 0, -3, 3),
      };
    }),
  };
}

function parseDistance(value: unknown, path: string): Distance {
  const obj = readObject(value, path);
  const miles = optionalMiles(obj, 'miles');
  const minutes = optionalMiles(obj, 'minutes');
  if (miles === null && minutes === null)
    throw new InstanceError(childPath(path, 'miles'), 'miles or minutes required');
  return {
    from_id: requiredString(obj, 'from_id') as VenueId,
    to_id: requiredString(obj, 'to_id') as VenueId,
    miles: miles ?? (minutes ?? 0) / 2,
    minutes: minutes ?? (miles ?? 0) * 2,
  };
}

function parseTimeslot(value: unknown, path: string): Timeslot {
  const obj = readObject(value, path);
  const start = parseInstant(obj, 'start');
  const finish = parseInstant(obj, 'finish');
  if (Date.parse(finish) <= Date.parse(start)) {
    throw new InstanceError(childPath(path, 'finish'), `must be after start ${start}`);
  }
  return {
    id: requiredString(obj, 'id') as TimeslotId,
    surface_id: requiredString(obj, 'surface_id') as SurfaceId,
    start,
    finish,
    division_ids: stringArray(obj, 'division_ids') as DivisionId[],
    is_game: optionalBoolean(obj, 'is_game', true),
    is_practice: optionalBoolean(obj, 'is_practice', false),
    is_reserved: optionalBoolean(obj, 'is_reserved', false),
  };
}

/** One schedule of the input with every absent field at its default (docs/engine-contract.md). */
export function parseSchedule(value: unknown, path: string): ScheduleConfig {
  const obj = readObject(value, path);
  const divisionIds = stringArray(obj, 'division_ids') as DivisionId[];
  if (divisionIds.length < 1 || divisionIds.length > 2) {
    throw new InstanceError(
      childPath(path, 'division_ids'),
      `expected one or two divisions, got ${divisionIds.length}`,
    );
  }
  const start = checkDate(requiredString(obj, 'schedule_start'), childPath(path, 'schedule_start'));
  const end = checkDate(requiredString(obj, 'schedule_end'), childPath(path, 'schedule_end'));
  if (end < start)
    throw new InstanceError(childPath(path, 'schedule_end'), `is before schedule_start ${start}`);
  const useWeekend = optionalBoolean(obj, 'use_weekend_method', false);
  return {
    id: requiredString(obj, 'id') as ScheduleId,
    division_ids: divisionIds,
    mode: optionalEnum(obj, 'mode', ['games', 'practices'], 'games'),
    style: optionalEnum(obj, 'style', ['round', 'single', 'double'], 'round'),
    argument: optionalEnum(obj, 'argument', ['rounds', 'week', 'season'], 'rounds'),
    count: optionalInteger(obj, 'count', 2, 1, 1000),
    schedule_start: start,
    schedule_end: end,
    max_games_day: optionalInteger(obj, 'max_games_day', 1, 0, 1000),
    // Reading 4: the weekend method implies 2 a week unless a value (0 included) is given explicitly.
    max_games_week: optionalInteger(obj, 'max_games_week', useWeekend ? 2 : 0, 0, 1000),
    min_minutes_rest: optionalInteger(obj, 'min_minutes_rest', 0, 0, 100_000),
    next_game_offset: optionalInteger(obj, 'next_game_offset', 0, 0, 1000),
    use_weekend_method: useWeekend,
    friday_as_weekend: optionalBoolean(obj, 'friday_as_weekend', false),
    use_unassigned_timeslots: optionalBoolean(obj, 'use_unassigned_timeslots', true),
    use_single_division_timeslots: optionalBoolean(obj, 'use_single_division_timeslots', false),
    use_practice_timeslots: optionalBoolean(obj, 'use_practice_timeslots', false),
    enforce_home: optionalBoolean(obj, 'enforce_home', true),
    use_coach_conflict_method: optionalBoolean(obj, 'use_coach_conflict_method', true),
    use_player_conflict_method: optionalBoolean(obj, 'use_player_conflict_method', false),
    balance_venues: optionalBoolean(obj, 'balance_venues', true),
    venue_balance_method: optionalEnum(obj, 'venue_balance_method', ['best_first', 'evenly'], 'best_first'),
    venue_balance_tolerance: optionalEnum(obj, 'venue_balance_tolerance', ['low', 'medium', 'high'], 'low'),
    balance_early_late: optionalBoolean(obj, 'balance_early_late', true),
    balance_days: optionalBoolean(obj, 'balance_days', true),
    seeding: stringArray(obj, 'seeding') as TeamId[],
  };
}

function checkTimezone(timezone: string): void {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
  } catch {
    throw new InstanceError('timezone', `unknown IANA time zone "${timezone}"`);
  }
}

function checkFixedGame(
  game: Game,
  path: string,
  ids: Record<'teams' | 'slots' | 'divisions', Set<string>>,
): void {
  if (game.timeslot_id === null)
    throw new InstanceError(childPath(path, 'timeslot_id'), 'a fixed game needs a timeslot');
  checkRef(ids.slots, game.timeslot_id, childPath(path, 'timeslot_id'), 'timeslot');
  if (game.home_id !== null) checkRef(ids.teams, game.home_id, childPath(path, 'home_id'), 'team');
  if (game.visitor_id !== null) checkRef(ids.teams, game.visitor_id, childPath(path, 'visitor_id'), 'team');
  if (game.division_id !== '')
    checkRef(ids.divisions, game.division_id, childPath(path, 'division_id'), 'division');
}

/**
 * Parses and validates an instance (docs/engine-contract.md, format_version 1) by hand. Every optional field,
 * absent or null, gets the contract's default, so the solver never re-applies defaults. Every reference
 * (division, venue, surface, person, team, timeslot) is checked; the first problem throws InstanceError whose
 * message starts with its JSON path.
 */
export function parseInstance(json: unknown): Instance {
  const root = readObject(json, '');
  if (root.fields.format_version !== 1) {
    throw new InstanceError('format_version', `expected 1, got ${describe(root.fields.format_version)}`);
  }
  const timezone = requiredString(root, 'timezone');
  checkTimezone(timezone);
  const firstDay = optionalInteger(root, 'first_day', 0, 0, 6);

  const divisions: Division[] = requiredArray(root, 'divisions').map((value, i) => {
    const obj = readObject(value, childPath('divisions', i));
    return {
      id: requiredString(obj, 'id') as DivisionId,
      name: optionalString(obj, 'name') ?? requiredString(obj, 'id'),
    };
  });
  const teams = requiredArray(root, 'teams').map((value, i) => parseTeam(value, childPath('teams', i)));
  const people = optionalArray(root, 'people').map((value, i) => parsePerson(value, childPath('people', i)));
  const venues = requiredArray(root, 'venues').map((value, i) => parseVenue(value, childPath('venues', i)));
  const distances = optionalArray(root, 'distances').map((value, i) =>
    parseDistance(value, childPath('distances', i)),
  );
  const timeslots = requiredArray(root, 'timeslots').map((value, i) =>
    parseTimeslot(value, childPath('timeslots', i)),
  );
  const fixedGames = optionalArray(root, 'fixed_games').map((value, i) =>
    parseGame(value, childPath('fixed_games', i)),
  );
  const schedules = requiredArray(root, 'schedules').map((value, i) =>
    parseSchedule(value, childPath('schedules', i)),
  );

  const divisionIds = uniqueIds(divisions, 'divisions');
  const teamIds = uniqueIds(teams, 'teams');
  const personIds = uniqueIds(people, 'people');
  const venueIds = uniqueIds(venues, 'venues');
  const surfaceIds = new Set<string>();
  venues.forEach((venue, v) => {
    venue.surfaces.forEach((surface, s) => {
      const path = childPath(childPath(childPath(childPath('venues', v), 'surfaces'), s), 'id');
      if (surfaceIds.has(surface.id)) throw new InstanceError(path, `duplicate surface id "${surface.id}"`);
      surfaceIds.add(surface.id);
    });
  });
  const slotIds = uniqueIds(timeslots, 'timeslots');
  uniqueIds(fixedGames, 'fixed_games');
  uniqueIds(schedules, 'schedules');

  teams.forEach((team, i) => {
    const path = childPath('teams', i);
    checkRef(divisionIds, team.division_id, childPath(path, 'division_id'), 'division');
    checkRefs(venueIds, team.home_venue_ids, childPath(path, 'home_venue_ids'), 'venue');
    checkRefs(personIds, team.person_ids, childPath(path, 'person_ids'), 'person');
    team.time_constraints.forEach((c, k) => {
      if (c.no_play_team !== null) {
        const cPath = childPath(childPath(childPath(path, 'time_constraints'), k), 'no_play_team');
        checkRef(teamIds, c.no_play_team, cPath, 'team');
      }
    });
  });
  distances.forEach((d, i) => {
    checkRef(venueIds, d.from_id, childPath(childPath('distances', i), 'from_id'), 'venue');
    checkRef(venueIds, d.to_id, childPath(childPath('distances', i), 'to_id'), 'venue');
  });
  timeslots.forEach((slot, i) => {
    const path = childPath('timeslots', i);
    checkRef(surfaceIds, slot.surface_id, childPath(path, 'surface_id'), 'surface');
    checkRefs(divisionIds, slot.division_ids, childPath(path, 'division_ids'), 'division');
  });
  const ids = { teams: teamIds, slots: slotIds, divisions: divisionIds };
  fixedGames.forEach((game, i) => {
    checkFixedGame(game, childPath('fixed_games', i), ids);
  });
  schedules.forEach((schedule, i) => {
    const path = childPath('schedules', i);
    checkRefs(divisionIds, schedule.division_ids, childPath(path, 'division_ids'), 'division');
    checkRefs(teamIds, schedule.seeding, childPath(path, 'seeding'), 'team');
  });

  return {
    format_version: 1,
    timezone,
    first_day: firstDay,
    divisions,
    teams,
    people,
    venues,
    distances,
    timeslots,
    fixed_games: fixedGames,
    schedules,
  };
}
