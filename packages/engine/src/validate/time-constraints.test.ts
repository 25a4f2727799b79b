import { describe, expect, it } from 'vitest';
import type { ConstraintInput, InstanceInput, TeamInput } from '../test-support/instance.ts';
import { changeGame, judge, leagueGames, leagueInput, rulesOf } from './test-league.ts';

function constrain(
  teamId: string,
  constraints: ConstraintInput[],
  extra: Partial<TeamInput> = {},
): InstanceInput {
  const input = leagueInput();
  input.teams = input.teams?.map((t) =>
    t.id === teamId ? { ...t, ...extra, time_constraints: constraints } : t,
  );
  return input;
}

function breachedGames(input: InstanceInput, games = leagueGames()): string[] {
  const report = judge(input, games);
  expect(rulesOf(report).filter((r) => r !== 'time_constraint')).toEqual([]);
  return report.violations.flatMap((v) => v.game_ids);
}

describe('time constraints', () => {
  it('reports a game on a no_play date, naming team, kind and date', () => {
    const report = judge(constrain('t1', [{ kind: 'no_play', start_date: '2026-03-14' }]), leagueGames());
    expect(rulesOf(report)).toEqual(['time_constraint']);
    expect(report.violations[0]?.message).toBe(
      'no_play: Hawks in g3 (2026-03-14 09:00-10:30): the team does not play that day',
    );
  });

  it('reads the kind given as its number', () => {
    expect(breachedGames(constrain('t1', [{ kind: 0, start_date: '2026-03-14' }]))).toEqual(['g3']);
    expect(breachedGames(constrain('t1', [{ kind: 6, no_play_team: 't2' }]))).toEqual(['g1']);
  });

  it('matches weekdays within a date range', () => {
    const input = constrain('t1', [
      { kind: 'no_play', weekdays: [6], start_date: '2026-03-10', end_date: '2026-03-31' },
    ]);
    expect(breachedGames(input)).toEqual(['g3', 'g5']);
    expect(breachedGames(constrain('t1', [{ kind: 'no_play', weekdays: [0] }]))).toEqual([]);
  });

  it('judges a Saturday 09:00 slot the same before and after the DST change', () => {
    expect(
      breachedGames(constrain('t1', [{ kind: 'no_play_between', weekdays: [6], not_before: '09:00' }])),
    ).toEqual([]);
    expect(
      breachedGames(constrain('t1', [{ kind: 'no_play_between', weekdays: [6], not_before: '09:01' }])),
    ).toEqual(['g1', 'g3', 'g5']);
  });

  it('reports items overlapping a not_between range, and not ones that only touch it', () => {
    expect(
      breachedGames(constrain('t1', [{ kind: 1, not_between_start: '10:00', not_between_end: '11:00' }])),
    ).toEqual(['g1', 'g3', 'g5']);
    expect(
      breachedGames(constrain('t1', [{ kind: 1, not_between_start: '10:30', not_between_end: '12:00' }])),
    ).toEqual([]);
  });

  it('runs a not_between range past midnight when its end is not after its start', () => {
    const input = constrain('t1', [
      { kind: 'no_play_between', not_between_start: '22:00', not_between_end: '02:00' },
    ]);
    input.timeslots = [
      ...(input.timeslots ?? []),
      {
        id: 'late',
        surface_id: 's3',
        start: '2026-03-07T23:00:00-06:00',
        finish: '2026-03-08T00:30:00-06:00',
      },
      {
        id: 'small',
        surface_id: 's3',
        start: '2026-03-07T01:00:00-06:00',
        finish: '2026-03-07T02:30:00-06:00',
      },
    ];
    expect(breachedGames(input)).toEqual([]);
    expect(breachedGames(input, changeGame(leagueGames(), 'g1', { timeslot_id: 'late' }))).toEqual(['g1']);
    expect(breachedGames(input, changeGame(leagueGames(), 'g1', { timeslot_id: 'small' }))).toEqual(['g1']);
  });

  it('reports an item finishing after not_after', () => {
    const report = judge(constrain('t2', [{ kind: 'no_play_between', not_after: '10:00' }]), leagueGames());
    expect(report.violations.map((v) => v.message)).toContain(
      'no_play_between: Owls in g1 (2026-03-07 09:00-10:30): finishes after 10:00 (at 10:30)',
    );
  });

  it('limits items per matching day with max_games', () => {
    const input = constrain('t1', [{ kind: 2, weekdays: [6], max_games: 1 }]);
    input.schedules = input.schedules?.map((s) => ({ ...s, max_games_day: 0 }));
    const games = changeGame(leagueGames(), 'g3', { timeslot_id: 'ts8' });
    const report = judge(input, games);
    expect(rulesOf(report)).toEqual(['time_constraint']);
    expect(report.violations[0]?.message).toContain('max_games: Hawks has 2 on 2026-03-07 (max 1)');
  });

  it('limits the distance from the nearest home venue, by great circle or the distances table', () => {
    const input = constrain('t1', [{ kind: 3, max_travel_home: 5 }], { home_venue_ids: ['v2'] });
    input.schedules = input.schedules?.map((s) => ({ ...s, enforce_home: false }));
    expect(breachedGames(input)).toEqual(['g1', 'g3', 'g5']);
    expect(breachedGames({ ...input, distances: [{ from_id: 'v2', to_id: 'v1', miles: 3 }] })).toEqual([]);
  });

  it('limits the distance from the previous item the same day', () => {
    const input = constrain('t1', [{ kind: 'max_travel_last', max_travel_last: 5 }]);
    input.schedules = input.schedules?.map((s) => ({ ...s, max_games_day: 0 }));
    const report = judge(input, changeGame(leagueGames(), 'g3', { timeslot_id: 'ts8' }));
    expect(rulesOf(report)).toEqual(['time_constraint']);
    expect(report.violations[0]?.message).toMatch(
      /^max_travel_last: Hawks in g3 .* South Field is 10\.\d mi from North Park of g1/,
    );
  });

  it('requires home games for home_only, at home venues when the team has them', () => {
    expect(breachedGames(constrain('t4', [{ kind: 'home_only' }]))).toEqual(['g2']);
    const withVenues = constrain('t4', [{ kind: 5 }], { home_venue_ids: ['v2'] });
    withVenues.schedules = withVenues.schedules?.map((s) => ({ ...s, enforce_home: false }));
    expect(breachedGames(withVenues)).toEqual(['g2', 'g3', 'g6']);
  });

  it('binds fixed games too', () => {
    const input = constrain('t1', [{ kind: 'no_play', start_date: '2026-03-10' }]);
    input.fixed_games = [
      { id: 'fx1', schedule_id: 'exhibition', home_id: 't1', visitor_id: 't2', timeslot_id: 'ts9' },
    ];
    expect(breachedGames(input)).toEqual(['fx1']);
  });
});
