import { describe, expect, it } from 'vitest';
import { testGame, testInstance } from './assign/test-instance.ts';
import { dryRun } from './dry-run.ts';
import { type Game, type Instance, TIME_CONSTRAINT_KINDS } from './model/instance.ts';
import { buildConstraint, type ConstraintInput } from './test-support/instance.ts';

function withConstraint(instance: Instance, team: number, constraint: ConstraintInput): Instance {
  const kind =
    typeof constraint.kind === 'number' ? TIME_CONSTRAINT_KINDS[constraint.kind]! : constraint.kind;
  instance.teams[team]!.time_constraints.push(buildConstraint({ ...constraint, kind }));
  return instance;
}

function schedule(instance: Instance, patch: Partial<Instance['schedules'][number]>): Instance {
  Object.assign(instance.schedules[0]!, patch);
  return instance;
}

const g1 = (slot: string | null): Game => testGame('g1', 't1', 't2', slot);
const g2 = (home = 't1', visitor = 't3'): Game => testGame('g2', home, visitor, null);

function answer(instance: Instance, placed: Game[], slot: string, id = 'g2'): string {
  const result = dryRun(instance, placed, id, slot);
  return result.good ? 'ok' : result.reason;
}

describe('dryRun slot rules', () => {
  it('refuses a slot already used by another game', () => {
    expect(answer(testInstance(), [g1('ts1-09-s1'), g2('t3', 't4')], 'ts1-09-s1')).toMatch(
      /already used by U10 Hawks v Owls on 2026-03-07 09:00 at /,
    );
  });

  it('refuses reserved slots, wrong-kind slots and slots outside the dates', () => {
    const reserved = testInstance();
    reserved.timeslots[0]!.is_reserved = true;
    expect(answer(reserved, [g2()], 'ts1-09-s1')).toMatch(/not open/);
    const practiceOnly = testInstance();
    practiceOnly.timeslots[0]!.is_game = false;
    practiceOnly.timeslots[0]!.is_practice = true;
    expect(answer(practiceOnly, [g2()], 'ts1-09-s1')).toMatch(/not open/);
    schedule(practiceOnly, { use_practice_timeslots: true });
    expect(answer(practiceOnly, [g2()], 'ts1-09-s1')).toBe('ok');
    const short = schedule(testInstance(), { schedule_end: '2026-03-09' as never });
    expect(answer(short, [g2()], 'ts3-09-s1')).toBe('ok');
    expect(answer(short, [g2()], 'ts4-09-s1')).toMatch(/not open/);
  });

  it('keeps the weekend method to Saturday and Sunday, and Friday when friday_as_weekend', () => {
    const weekend = schedule(testInstance(), { use_weekend_method: true });
    expect(answer(weekend, [g2()], 'ts2-09-s1')).toBe('ok');
    expect(answer(weekend, [g2()], 'ts7-09-s1')).toMatch(/not open/);
    schedule(weekend, { friday_as_weekend: true });
    expect(answer(weekend, [g2()], 'ts7-09-s1')).toBe('ok');
  });

  it('opens division slots only to listed divisions, and neutral slots only when allowed', () => {
    const instance = testInstance();
    instance.divisions.push({ id: 'd2', name: 'U12' } as never);
    instance.timeslots[0]!.division_ids = ['d2'] as never;
    instance.timeslots[1]!.division_ids = ['d1', 'd2'] as never;
    expect(answer(instance, [g2()], 'ts1-09-s1')).toMatch(/not open/);
    expect(answer(instance, [g2()], 'ts1-09-s2')).toBe('ok');
    schedule(instance, { use_single_division_timeslots: true });
    expect(answer(instance, [g2()], 'ts1-09-s2')).toMatch(/not open/);
    schedule(instance, { use_unassigned_timeslots: false });
    expect(answer(instance, [g2()], 'ts1-11-s1')).toMatch(/not open/);
  });
});

describe('dryRun team rules', () => {
  it('forbids overlapping games of a team but allows back-to-back ones', () => {
    const instance = schedule(testInstance(), { max_games_day: 2 });
    instance.timeslots.push({
      ...instance.timeslots[1]!,
      id: 'late' as never,
      start: '2026-03-07T10:30:00-06:00',
      finish: '2026-03-07T12:00:00-06:00',
    });
    expect(answer(instance, [g1('ts1-09-s1'), g2()], 'ts1-09-s2')).toMatch(
      /Hawks already plays U10 Hawks v Owls on 2026-03-07 09:00/,
    );
    expect(answer(instance, [g1('ts1-09-s1'), g2()], 'late')).toBe('ok');
  });

  it('enforces the per-day limit, the per-week limit and the lowest limit of the day', () => {
    expect(answer(testInstance(), [g1('ts1-09-s1'), g2()], 'ts1-13-s1')).toMatch(
      /1-game-per-day limit on 2026-03-07/,
    );
    const weekly = schedule(testInstance(), { max_games_week: 1 });
    expect(answer(weekly, [g1('ts2-09-s1'), g2()], 'ts3-09-s1')).toMatch(
      /1-game-per-week limit in the week of 2026-03-08/,
    );
    expect(answer(weekly, [g1('ts1-09-s1'), g2()], 'ts2-09-s1')).toBe('ok');
    const lenient = schedule(testInstance(), { max_games_day: 2 });
    const strict = { ...lenient.schedules[0]!, id: 'sch2' as never, max_games_day: 1 };
    lenient.schedules.push(strict);
    const other = { ...g1('ts1-09-s1'), schedule_id: 'sch2' } as Game;
    expect(answer(lenient, [other, g2()], 'ts1-13-s1')).toMatch(/1-game-per-day/);
  });

  it('keeps the minimum rest and the nights between games', () => {
    const rest = schedule(testInstance(), { max_games_day: 2, min_minutes_rest: 60 });
    expect(answer(rest, [g1('ts1-09-s1'), g2()], 'ts1-11-s1')).toMatch(/minimum rest/);
    expect(answer(rest, [g1('ts1-09-s1'), g2()], 'ts1-13-s1')).toBe('ok');
    const nights = schedule(testInstance(), { next_game_offset: 2 });
    expect(answer(nights, [g1('ts1-09-s1'), g2()], 'ts2-09-s1')).toMatch(/nights/);
    expect(answer(nights, [g1('ts1-09-s1'), g2()], 'ts3-09-s1')).toBe('ok');
  });

  it('plays a home team with home venues at one of them when enforce_home is on', () => {
    const instance = testInstance();
    instance.teams[0]!.home_venue_ids = ['v1'] as never;
    expect(answer(instance, [g2()], 'ts1-09-s2')).toMatch(/home venues/);
    expect(answer(instance, [g2()], 'ts1-09-s1')).toBe('ok');
    expect(answer(instance, [g2('t3', 't1')], 'ts1-09-s2')).toBe('ok');
    schedule(instance, { enforce_home: false });
    expect(answer(instance, [g2()], 'ts1-09-s2')).toBe('ok');
  });

  it('lets a home team play at a neutral venue when enforce_home is on', () => {
    const instance = testInstance();
    instance.teams[0]!.home_venue_ids = ['v1'] as never;
    instance.venues[1]!.is_neutral = true;
    expect(answer(instance, [g2()], 'ts1-09-s2')).toBe('ok');
    instance.venues[1]!.is_neutral = false;
    instance.venues[1]!.force_neutral = true;
    expect(answer(instance, [g2()], 'ts1-09-s2')).toBe('ok');
  });

  it('keeps a shared coach out of two games at once', () => {
    const instance = testInstance();
    instance.teams[3]!.person_ids.push('pt1' as never);
    const placed = [g1('ts1-09-s1'), testGame('g2', 't3', 't4', null)];
    expect(answer(instance, placed, 'ts1-09-s2')).toMatch(/coach or player shared/);
    schedule(instance, { use_coach_conflict_method: false });
    expect(answer(instance, placed, 'ts1-09-s2')).toBe('ok');
  });

  it('keeps a shared player out of two games at once only with the player method', () => {
    const instance = testInstance();
    instance.people.push({ id: 'kid' as never, name: 'Kid', is_coach: false, is_player: true });
    instance.teams[0]!.person_ids.push('kid' as never);
    instance.teams[3]!.person_ids.push('kid' as never);
    const placed = [g1('ts1-09-s1'), testGame('g2', 't3', 't4', null)];
    expect(answer(instance, placed, 'ts1-09-s2')).toBe('ok');
    schedule(instance, { use_player_conflict_method: true });
    expect(answer(instance, placed, 'ts1-09-s2')).toMatch(/coach or player shared/);
  });
});

describe('dryRun time constraints', () => {
  it('no_play: the team does not play on matching dates', () => {
    const instance = withConstraint(testInstance(), 0, { kind: 0, start_date: '2026-03-07' });
    expect(answer(instance, [g2()], 'ts1-09-s1')).toMatch(/2026-03-07 is one of Hawks's no-play dates/);
    expect(answer(instance, [g2()], 'ts2-09-s1')).toBe('ok');
  });

  it('no_play_between: no item overlapping the range, none before not_before, none after not_after', () => {
    const range = withConstraint(testInstance(), 0, {
      kind: 'no_play_between',
      not_between_start: '10:00',
      not_between_end: '12:00',
    });
    expect(answer(range, [g2()], 'ts1-09-s1')).toMatch(/allowed hours/);
    expect(answer(range, [g2()], 'ts1-13-s1')).toBe('ok');
    const before = withConstraint(testInstance(), 2, {
      kind: 'no_play_between',
      not_before: '10:00',
      weekdays: [6],
    });
    expect(answer(before, [g2()], 'ts1-09-s1')).toMatch(/Bears's allowed hours/);
    expect(answer(before, [g2()], 'ts2-09-s1')).toBe('ok');
    const after = withConstraint(testInstance(), 0, { kind: 'no_play_between', not_after: '14:00' });
    expect(answer(after, [g2()], 'ts1-13-s1')).toMatch(/allowed hours/);
    const overnight = withConstraint(testInstance(), 0, {
      kind: 'no_play_between',
      not_between_start: '20:00',
      not_between_end: '10:00',
    });
    expect(answer(overnight, [g2()], 'ts2-09-s1')).toMatch(/allowed hours/);
  });

  it('max_games: at most that many items on matching days', () => {
    const instance = withConstraint(schedule(testInstance(), { max_games_day: 3 }), 0, {
      kind: 'max_games',
      max_games: 1,
      weekdays: [6],
    });
    expect(answer(instance, [g1('ts1-09-s1'), g2()], 'ts1-13-s1')).toMatch(/max-games constraint/);
    expect(answer(instance, [g1('ts2-09-s1'), g2()], 'ts2-13-s1')).toBe('ok');
  });

  it('max_travel_home: the venue is within that distance of the nearest home venue', () => {
    const instance = withConstraint(schedule(testInstance(), { enforce_home: false }), 0, {
      kind: 3,
      max_travel_home: 10,
    });
    instance.teams[0]!.home_venue_ids = ['v1'] as never;
    expect(answer(instance, [g2()], 'ts1-09-s2')).toMatch(/travel limit from home/);
    expect(answer(instance, [g2()], 'ts1-09-s1')).toBe('ok');
  });

  it('max_travel_last: within that distance of the previous game that day', () => {
    const instance = withConstraint(schedule(testInstance(), { max_games_day: 2 }), 0, {
      kind: 4,
      max_travel_last: 10,
    });
    expect(answer(instance, [g1('ts1-09-s1'), g2()], 'ts1-13-s2')).toMatch(/other game that day/);
    expect(answer(instance, [g1('ts1-09-s1'), g2()], 'ts1-13-s1')).toBe('ok');
  });

  it('home_only: only home games at home venues', () => {
    const instance = withConstraint(schedule(testInstance(), { enforce_home: false }), 0, { kind: 5 });
    instance.teams[0]!.home_venue_ids = ['v1'] as never;
    expect(answer(instance, [g2('t3', 't1')], 'ts1-09-s1')).toMatch(/home-only/);
    expect(answer(instance, [g2()], 'ts1-09-s2')).toMatch(/home-only/);
    expect(answer(instance, [g2()], 'ts1-09-s1')).toBe('ok');
  });

  it('no_play_team: not against that team on matching days', () => {
    const instance = withConstraint(testInstance(), 2, {
      kind: 6,
      no_play_team: 't1' as never,
      weekdays: [6],
    });
    expect(answer(instance, [g2()], 'ts1-09-s1')).toMatch(/forbids playing Hawks/);
    expect(answer(instance, [g2()], 'ts2-09-s1')).toBe('ok');
  });
});

describe('dryRun travel limits', () => {
  const travel = {
    max_distance_weekday_home: 0,
    max_distance_weekend_home: 0,
    max_distance_weekday_last: 0,
    max_distance_weekend_last: 0,
    max_time_weekday_home: 0,
    max_time_weekend_home: 0,
    max_time_weekday_last: 0,
    max_time_weekend_last: 0,
  };
  function traveller(limits: Partial<typeof travel>): Instance {
    const instance = schedule(testInstance(), { enforce_home: false, max_games_day: 2 });
    instance.teams[0]!.home_venue_ids = ['v1'] as never;
    instance.teams[0]!.travel_constraint = { ...travel, ...limits };
    return instance;
  }

  it('limits weekend and weekday distance from home separately', () => {
    const weekend = traveller({ max_distance_weekend_home: 20 });
    expect(answer(weekend, [g2()], 'ts1-09-s2')).toMatch(/travel limit from home/);
    expect(answer(weekend, [g2()], 'ts3-09-s2')).toBe('ok');
    const weekday = traveller({ max_distance_weekday_home: 20 });
    expect(answer(weekday, [g2()], 'ts3-09-s2')).toMatch(/travel limit from home/);
    expect(answer(weekday, [g2()], 'ts1-09-s2')).toBe('ok');
  });

  it('limits travel minutes from home, with Friday as weekend when friday_as_weekend', () => {
    const instance = traveller({ max_time_weekend_home: 30 });
    expect(answer(instance, [g2()], 'ts7-09-s2')).toBe('ok');
    schedule(instance, { friday_as_weekend: true });
    expect(answer(instance, [g2()], 'ts7-09-s2')).toMatch(/travel limit from home/);
  });

  it('limits distance and minutes from the previous game of the day', () => {
    const miles = traveller({ max_distance_weekend_last: 20 });
    expect(answer(miles, [g1('ts1-09-s1'), g2()], 'ts1-13-s2')).toMatch(/other game that day/);
    const minutes = traveller({ max_time_weekday_last: 30 });
    expect(answer(minutes, [g1('ts3-09-s1'), g2()], 'ts3-13-s2')).toMatch(/other game that day/);
    expect(answer(minutes, [g1('ts1-09-s1'), g2()], 'ts1-13-s2')).toBe('ok');
  });
});

describe('dryRun elimination dependencies', () => {
  const final = (): Game => ({
    ...testGame('final', null, null, null),
    home_from: { game_id: 'g1' as never, take: 'winner' },
    visitor_from: { game_id: 'g2' as never, take: 'winner' },
  });

  it('keeps a game unscheduled while a feeder is unscheduled', () => {
    const placed = [g1('ts1-09-s1'), testGame('g2', 't3', 't4', null), final()];
    expect(answer(testInstance(), placed, 'ts2-09-s1', 'final')).toMatch(
      /Bears v Wolves, which it depends on, is unscheduled/,
    );
  });

  it('starts no earlier than every feeder finish plus the rest', () => {
    // Two games a day, so the final may share its semi-finals' day (one a day binds the chain, Reading 10).
    const instance = schedule(testInstance(), { min_minutes_rest: 60, max_games_day: 2 });
    const placed = [g1('ts1-09-s1'), testGame('g2', 't3', 't4', 'ts1-09-s2'), final()];
    expect(answer(instance, placed, 'ts1-11-s1', 'final')).toMatch(
      /must start after U10 Hawks v Owls on 2026-03-07 09:00/,
    );
    expect(answer(instance, placed, 'ts1-13-s1', 'final')).toBe('ok');
  });

  it('keeps a chain of dependent games within the day limit', () => {
    const placed = [g1('ts1-09-s1'), testGame('g2', 't3', 't4', 'ts1-09-s2'), final()];
    expect(answer(testInstance(), placed, 'ts1-13-s1', 'final')).toMatch(
      /path through the bracket would have more than 1 game/,
    );
    expect(answer(testInstance(), placed, 'ts2-09-s1', 'final')).toBe('ok');
  });
});
