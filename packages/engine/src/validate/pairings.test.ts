import { describe, expect, it } from 'vitest';
import type { GameInput, InstanceInput } from '../test-support/instance.ts';
import { changeGame, judge, leagueGames, leagueInput, rulesOf, slot } from './test-league.ts';

function withSchedule(change: Record<string, unknown>, input: InstanceInput = leagueInput()): InstanceInput {
  return { ...input, schedules: input.schedules?.map((s) => ({ ...s, ...change })) };
}

function messages(input: InstanceInput, games: GameInput[]): string[] {
  const report = judge(input, games);
  expect(rulesOf(report)).toEqual(['pairing']);
  return report.violations.map((v) => v.message);
}

describe('round robin pairings', () => {
  it('requires every pair to meet exactly count times', () => {
    const games = leagueGames().filter((g) => g.id !== 'g6');
    expect(messages(leagueInput(), games)).toEqual([
      'schedule sch1: Owls and Wolves meet 0 times, expected 1',
    ]);
  });

  it('keeps every team home and away within one', () => {
    const games = changeGame(leagueGames(), 'g3', { home_id: 't1', visitor_id: 't4' });
    expect(messages(leagueInput(), games)).toEqual(['schedule sch1: Hawks is home 3 and away 0']);
  });

  it('rejects games of a team outside the schedule and games of unknown schedules', () => {
    const input = leagueInput();
    input.teams = [...(input.teams ?? []), { id: 't5', name: 'Foxes', division_id: 'd2' }];
    input.divisions = [...(input.divisions ?? []), { id: 'd2' }];
    const games = [...leagueGames(), { id: 'g7', schedule_id: 'sch1', home_id: 't5', visitor_id: 't1' }];
    expect(messages(input, games)).toContain('schedule sch1: g7 has Foxes, not a team of the schedule');
    const stray = [...leagueGames(), { id: 'g8', schedule_id: 'nope', home_id: 't1', visitor_id: 't2' }];
    expect(messages(leagueInput(), stray)).toEqual(['g8 names unknown schedule nope']);
  });

  it('counts a fixed game of the schedule toward its pairings, once', () => {
    const input = leagueInput();
    input.fixed_games = [
      {
        id: 'g6',
        schedule_id: 'sch1',
        division_id: 'd1',
        home_id: 't4',
        visitor_id: 't2',
        timeslot_id: 'ts6',
      },
    ];
    expect(
      judge(
        input,
        leagueGames().filter((g) => g.id !== 'g6'),
      ).violations,
    ).toEqual([]);
    expect(judge(input, leagueGames()).violations).toEqual([]);
  });

  it('lets week and season schedules total T per team within one and spread pair repeats within one', () => {
    const week = withSchedule({ argument: 'week', count: 1, schedule_end: '2026-03-21' });
    expect(judge(week, leagueGames()).violations).toEqual([]);
    const season = withSchedule({ argument: 'season', count: 3 });
    expect(judge(season, leagueGames()).violations).toEqual([]);
    expect(
      messages(
        week,
        leagueGames().filter((g) => g.id !== 'g6'),
      ),
    ).toEqual(['schedule sch1: 5 games, expected 6 rounded (T=3, 4 teams)']);
    const repeated = changeGame(leagueGames(), 'g6', { home_id: 't1', visitor_id: 't2', timeslot_id: null });
    expect(messages(season, repeated)).toEqual([
      'schedule sch1: Hawks and Owls meet 2 times but Owls and Wolves 0',
    ]);
  });

  it('counts the weeks a week schedule touches from first_day', () => {
    const week = withSchedule({ argument: 'week', count: 1, schedule_end: '2026-03-31' });
    expect(messages(week, leagueGames())).toContain(
      'schedule sch1: 6 games, expected 10 rounded (T=5, 4 teams)',
    );
  });

  it('gives every team exactly T practices', () => {
    const input = withSchedule({ mode: 'practices', count: 1 });
    input.timeslots = input.timeslots?.map((s) => ({ ...s, is_practice: true }));
    const practices: GameInput[] = ['t1', 't2', 't3', 't4'].map((team, i) => ({
      id: `p${i + 1}`,
      schedule_id: 'sch1',
      home_id: team,
      is_practice: true,
      timeslot_id: `ts${i + 1}`,
    }));
    expect(judge(input, practices).violations).toEqual([]);
    expect(messages(input, practices.slice(0, 3))).toEqual([
      'schedule sch1: Wolves has 0 practices, expected 1',
    ]);
    expect(messages(input, changeGame(practices, 'p4', { visitor_id: 't1' }))).toEqual([
      'schedule sch1: p4 must name one team (home_id) and no visitor',
    ]);
  });
});

const SIX: InstanceInput = {
  divisions: [{ id: 'd1' }],
  teams: ['A', 'B', 'C', 'D', 'E', 'F'].map((name, i) => ({ id: `t${i + 1}`, name })),
  venues: [{ id: 'v1', surfaces: [{ id: 's1' }] }],
  timeslots: [
    slot('a', 's1', '2026-06-13', '09:00', '10:00'),
    slot('b', 's1', '2026-06-13', '10:00', '11:00'),
    slot('c', 's1', '2026-06-13', '11:00', '12:00'),
    slot('d', 's1', '2026-06-13', '12:00', '13:00'),
    slot('e', 's1', '2026-06-13', '13:00', '14:00'),
  ],
  schedules: [
    {
      id: 'cup',
      division_ids: ['d1'],
      style: 'single',
      schedule_start: '2026-06-13',
      schedule_end: '2026-06-13',
      max_games_day: 3,
    },
  ],
};

const win = (id: string) => ({ game_id: id, take: 'winner' as const });
const lose = (id: string) => ({ game_id: id, take: 'loser' as const });

function sixTeamCup(): GameInput[] {
  return [
    { id: 'e1', schedule_id: 'cup', home_id: 't3', visitor_id: 't6', timeslot_id: 'a' },
    { id: 'e2', schedule_id: 'cup', home_id: 't4', visitor_id: 't5', timeslot_id: 'b' },
    { id: 'e3', schedule_id: 'cup', home_id: 't1', visitor_from: win('e2'), timeslot_id: 'c' },
    { id: 'e4', schedule_id: 'cup', home_id: 't2', visitor_from: win('e1'), timeslot_id: 'c' },
    { id: 'e5', schedule_id: 'cup', home_from: win('e3'), visitor_from: win('e4'), timeslot_id: 'e' },
  ];
}

describe('elimination', () => {
  it('accepts six teams in single elimination with byes to the top two seeds', () => {
    const games = changeGame(sixTeamCup(), 'e4', { timeslot_id: 'd' });
    expect(judge(SIX, games).violations).toEqual([]);
  });

  it('reports byes given to the wrong seeds', () => {
    const games = changeGame(
      changeGame(changeGame(sixTeamCup(), 'e4', { timeslot_id: 'd' }), 'e1', { home_id: 't2' }),
      'e4',
      { home_id: 't3' },
    );
    expect(messages(SIX, games)).toEqual(['schedule cup: byes go to A, C, expected the top 2 seeds A, B']);
    const seeded = withSchedule({ seeding: ['t1', 't3', 't2', 't4', 't5', 't6'] }, SIX);
    expect(judge(seeded, games).violations).toEqual([]);
  });

  it('reports a missing game, a team entering twice and a winner taken twice', () => {
    const games = changeGame(sixTeamCup(), 'e4', { timeslot_id: 'd', visitor_from: win('e2') });
    const found = messages(SIX, games);
    expect(found).toContain('schedule cup: the winner of e2 goes to both e3 and e4');
    expect(found).toContain('schedule cup: 2 games have a winner nobody takes, expected exactly one');
    const short = messages(
      SIX,
      sixTeamCup()
        .slice(1)
        .map((g) => (g.id === 'e4' ? { ...g, timeslot_id: 'd', visitor_id: 't3' } : g)),
    );
    expect(short).toContain('schedule cup: 4 games, expected 5 for 6 teams (single)');
  });

  it('accepts a four-team double elimination with a reset final', () => {
    const input = withSchedule({ style: 'double' }, { ...SIX, teams: SIX.teams?.slice(0, 4) });
    const games: GameInput[] = [
      { id: 'w1', schedule_id: 'cup', home_id: 't1', visitor_id: 't4' },
      { id: 'w2', schedule_id: 'cup', home_id: 't2', visitor_id: 't3' },
      { id: 'w3', schedule_id: 'cup', home_from: win('w1'), visitor_from: win('w2') },
      { id: 'l1', schedule_id: 'cup', home_from: lose('w1'), visitor_from: lose('w2') },
      { id: 'l2', schedule_id: 'cup', home_from: lose('w3'), visitor_from: win('l1') },
      { id: 'f1', schedule_id: 'cup', home_from: win('w3'), visitor_from: win('l2') },
      { id: 'f2', schedule_id: 'cup', home_from: win('f1'), visitor_from: lose('f1') },
    ];
    expect(rulesOf(judge(input, games))).toEqual([]);
    const single = withSchedule({ style: 'single' }, input);
    expect(messages(single, games)).toContain('schedule cup: 7 games, expected 3 for 4 teams (single)');
  });
});

describe('dependencies', () => {
  it('reports a game scheduled before the game feeding it finishes, plus rest', () => {
    const unrested = changeGame(sixTeamCup(), 'e4', { timeslot_id: 'd' });
    expect(judge(SIX, unrested).violations).toEqual([]);
    const rested = withSchedule({ min_minutes_rest: 30 }, SIX);
    const report2 = judge(rested, unrested);
    expect(rulesOf(report2)).toEqual(['dependency_order']);
    expect(report2.violations[0]?.message).toBe(
      'e3 (2026-06-13 11:00-12:00) takes the winner of e2 (2026-06-13 10:00-11:00) but starts before its finish plus 30 min rest',
    );
  });

  it('reports a scheduled game fed by an unscheduled one', () => {
    const games = changeGame(changeGame(sixTeamCup(), 'e4', { timeslot_id: 'd' }), 'e2', {
      timeslot_id: null,
    });
    const report = judge(SIX, games);
    expect(rulesOf(report)).toEqual(['dependency_unscheduled']);
    expect(report.violations[0]?.game_ids).toEqual(['e3', 'e2']);
  });
});
