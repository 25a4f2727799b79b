import { describe, expect, it } from 'vitest';
import type { InstanceInput } from '../test-support/instance.ts';
import { changeGame, judge, leagueGames, leagueInput, rulesOf } from './test-league.ts';

function withSchedule(change: Record<string, unknown>, input: InstanceInput = leagueInput()): InstanceInput {
  return { ...input, schedules: input.schedules?.map((s) => ({ ...s, ...change })) };
}

describe('team rules', () => {
  it('reports two overlapping games of one team, naming the team, dates and times', () => {
    const report = judge(
      withSchedule({ max_games_day: 0 }),
      changeGame(leagueGames(), 'g3', { timeslot_id: 'ts7' }),
    );
    expect(rulesOf(report)).toEqual(['team_overlap']);
    expect(report.violations[0]?.message).toBe(
      'Hawks has g1 (2026-03-07 09:00-10:30) and g3 (2026-03-07 10:00-11:30)',
    );
    expect(report.violations[0]?.team_ids).toEqual(['t1']);
  });

  it('does not treat back-to-back games as overlapping', () => {
    const report = judge(
      withSchedule({ max_games_day: 0 }),
      changeGame(leagueGames(), 'g3', { timeslot_id: 'ts8' }),
    );
    expect(report.violations).toEqual([]);
  });

  it('reports a second game on one day over max_games_day', () => {
    const report = judge(leagueInput(), changeGame(leagueGames(), 'g3', { timeslot_id: 'ts8' }));
    expect(rulesOf(report)).toEqual(['max_games_day']);
    expect(report.violations.map((v) => v.message)).toContain(
      'Hawks has 2 games on 2026-03-07 (limit 1): g1 (2026-03-07 09:00-10:30), g3 (2026-03-07 10:30-12:00)',
    );
  });

  it('counts a fixed game from another schedule toward the day limit', () => {
    const input = leagueInput();
    input.fixed_games = [
      {
        id: 'fx1',
        schedule_id: 'exhibition',
        division_id: 'd1',
        home_id: 't1',
        visitor_id: 't3',
        timeslot_id: 'ts8',
      },
    ];
    const report = judge(input, leagueGames());
    expect(rulesOf(report)).toEqual(['max_games_day']);
    expect(report.violations[0]?.message).toContain('Hawks has 2 games on 2026-03-07');
    expect(report.violations[0]?.game_ids).toEqual(['g1', 'fx1']);
  });

  it('reports a week over max_games_week, the week spanning the DST change', () => {
    const games = changeGame(leagueGames(), 'g5', { timeslot_id: 'ts10' });
    const report = judge(withSchedule({ max_games_week: 1 }), games);
    expect(rulesOf(report)).toEqual(['max_games_week']);
    expect(report.violations[0]?.message).toBe(
      'Hawks has 2 games in the week of 2026-03-08 (limit 1): g5 (2026-03-08 09:00-10:30), g3 (2026-03-14 09:00-10:30)',
    );
  });

  it('starts weeks on first_day', () => {
    const games = changeGame(leagueGames(), 'g5', { timeslot_id: 'ts10' });
    const report = judge({ ...withSchedule({ max_games_week: 1 }), first_day: 6 }, games);
    expect(rulesOf(report)).toEqual(['max_games_week']);
    expect(report.violations[0]?.message).toContain('Hawks has 2 games in the week of 2026-03-07');
  });

  it('reports too little rest between games, with the larger rest of the two schedules', () => {
    const report = judge(
      withSchedule({ max_games_day: 0, min_minutes_rest: 120 }),
      changeGame(leagueGames(), 'g3', { timeslot_id: 'ts8' }),
    );
    expect(rulesOf(report)).toEqual(['min_rest']);
    expect(report.violations[0]?.message).toContain('Hawks rests 0 min between g1');
  });

  it('counts nights between games on local dates across DST', () => {
    const games = changeGame(leagueGames(), 'g5', { timeslot_id: 'ts10' });
    const report = judge(withSchedule({ next_game_offset: 2 }), games);
    expect(rulesOf(report)).toEqual(['next_game_offset']);
    expect(report.violations[0]?.message).toContain(
      'Hawks has 1 night(s) between g1 (2026-03-07 09:00-10:30)',
    );
    expect(judge(withSchedule({ next_game_offset: 1 }), games).violations).toEqual([]);
  });

  it('keeps a home team with home venues at one of them when enforce_home is on', () => {
    const input = leagueInput();
    input.teams = input.teams?.map((t) => (t.id === 't1' ? { ...t, home_venue_ids: ['v2'] } : t));
    const report = judge(input, leagueGames());
    expect(rulesOf(report)).toEqual(['enforce_home']);
    expect(report.violations[0]?.message).toBe(
      'Hawks is home in g1 (2026-03-07 09:00-10:30) at North Park, not at one of its home venues',
    );
    expect(judge(withSchedule({ enforce_home: false }, input), leagueGames()).violations).toEqual([]);
  });

  it('lets a home team play at a neutral venue under enforce_home, whichever flag makes it neutral', () => {
    const input = leagueInput();
    input.teams = input.teams?.map((t) => (t.id === 't1' ? { ...t, home_venue_ids: ['v2'] } : t));
    for (const flag of ['is_neutral', 'force_neutral'] as const) {
      const neutral = {
        ...input,
        venues: input.venues?.map((v) => (v.id === 'v1' ? { ...v, [flag]: true } : v)),
      };
      expect(judge(neutral, leagueGames()).violations).toEqual([]);
    }
  });
});

describe('coach and player conflicts', () => {
  function shared(person: { is_coach: boolean; is_player: boolean }): InstanceInput {
    const input = leagueInput();
    input.people = [{ id: 'p1', name: 'Pat Lee', ...person }];
    input.teams = input.teams?.map((t) =>
      t.id === 't1' || t.id === 't3' ? { ...t, person_ids: ['p1'] } : t,
    );
    return input;
  }

  it('reports overlapping games of two teams sharing a coach', () => {
    const report = judge(shared({ is_coach: true, is_player: false }), leagueGames());
    expect(rulesOf(report)).toEqual(['coach_conflict']);
    expect(report.violations[0]?.message).toBe(
      'Pat Lee (Hawks, Bears) has g1 (2026-03-07 09:00-10:30) and g2 (2026-03-07 09:00-10:30)',
    );
    expect(report.violations).toHaveLength(2);
  });

  it('ignores a shared coach when no schedule uses the coach method', () => {
    const input = withSchedule(
      { use_coach_conflict_method: false },
      shared({ is_coach: true, is_player: false }),
    );
    expect(judge(input, leagueGames()).violations).toEqual([]);
  });

  it('reports a shared player only under the player method', () => {
    const input = shared({ is_coach: false, is_player: true });
    expect(judge(input, leagueGames()).violations).toEqual([]);
    const report = judge(withSchedule({ use_player_conflict_method: true }, input), leagueGames());
    expect(rulesOf(report)).toEqual(['player_conflict']);
  });

  it('counts a shared coach under the player method too', () => {
    const input = withSchedule(
      { use_coach_conflict_method: false, use_player_conflict_method: true },
      shared({ is_coach: true, is_player: false }),
    );
    expect(rulesOf(judge(input, leagueGames()))).toEqual(['player_conflict']);
  });
});
