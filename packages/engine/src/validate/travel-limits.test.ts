import { describe, expect, it } from 'vitest';
import type { TravelConstraint } from '../model/instance.ts';
import type { InstanceInput } from '../test-support/instance.ts';
import { changeGame, judge, leagueGames, leagueInput, rulesOf, slot } from './test-league.ts';

function travel(limits: Partial<TravelConstraint>, extra: Partial<InstanceInput> = {}): InstanceInput {
  const input = leagueInput();
  input.teams = input.teams?.map((t) =>
    t.id === 't1' ? { ...t, home_venue_ids: ['v2'], travel_constraint: limits } : t,
  );
  input.schedules = input.schedules?.map((s) => ({ ...s, enforce_home: false }));
  input.timeslots = [...(input.timeslots ?? []), slot('fri', 's1', '2026-03-13', '18:00', '19:30')];
  return { ...input, ...extra };
}

function travelGames(input: InstanceInput, games = leagueGames()): string[] {
  const report = judge(input, games);
  expect(rulesOf(report).filter((r) => r !== 'travel_limit')).toEqual([]);
  return report.violations.map((v) => v.game_ids[0] ?? '');
}

describe('travel limits', () => {
  it('limits weekend miles from home by great circle when no distance row exists', () => {
    const report = judge(travel({ max_distance_weekend_home: 5 }), leagueGames());
    expect(rulesOf(report)).toEqual(['travel_limit']);
    expect(report.violations[0]?.message).toMatch(
      /^Hawks in g1 \(2026-03-07 09:00-10:30\) at North Park: weekend travel from home 10\.\d mi \(max 5\)$/,
    );
    expect(travelGames(travel({ max_distance_weekday_home: 5 }))).toEqual([]);
  });

  it('prefers a distances row, in either direction', () => {
    const rows = { distances: [{ from_id: 'v1', to_id: 'v2', miles: 3, minutes: 30 }] };
    expect(travelGames(travel({ max_distance_weekend_home: 5 }, rows))).toEqual([]);
    expect(travelGames(travel({ max_time_weekend_home: 20 }, rows))).toEqual(['g1', 'g3', 'g5']);
  });

  it('counts two minutes a mile on the great-circle fallback', () => {
    expect(travelGames(travel({ max_time_weekend_home: 20 }))).toEqual(['g1', 'g3', 'g5']);
    expect(travelGames(travel({ max_time_weekend_home: 25 }))).toEqual([]);
  });

  it('treats Friday as a weekday unless the schedule counts it as weekend', () => {
    const games = changeGame(leagueGames(), 'g3', { timeslot_id: 'fri' });
    expect(travelGames(travel({ max_distance_weekday_home: 5 }), games)).toEqual(['g3']);
    const fridayWeekend = travel({ max_distance_weekday_home: 5 });
    fridayWeekend.schedules = fridayWeekend.schedules?.map((s) => ({ ...s, friday_as_weekend: true }));
    expect(travelGames(fridayWeekend, games)).toEqual([]);
  });

  it('limits the leg from the previous game of the same day', () => {
    const input = travel({ max_distance_weekend_last: 5 });
    input.schedules = input.schedules?.map((s) => ({ ...s, max_games_day: 0 }));
    const report = judge(input, changeGame(leagueGames(), 'g3', { timeslot_id: 'ts8' }));
    expect(rulesOf(report)).toEqual(['travel_limit']);
    expect(report.violations[0]?.message).toContain('weekend travel from North Park of g1');
  });
});
