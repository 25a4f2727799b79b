import { describe, expect, it } from 'vitest';
import type { DivisionId, GameId, ScheduleId, TeamId } from '../model/ids.ts';
import type { Game, ScheduleConfig, Team } from '../model/instance.ts';
import { buildSchedule, buildTeam, type ScheduleInput } from '../test-support/instance.ts';
import { generateGames } from './generate-games.ts';

function schedule(overrides: ScheduleInput): ScheduleConfig {
  return buildSchedule({ id: 's1', schedule_end: '2026-05-31', ...overrides });
}

function teams(division: string, n: number): Team[] {
  return Array.from({ length: n }, (_, i) =>
    buildTeam({ id: `${division}t${i + 1}`, name: `${division} ${i + 1}`, division_id: division }),
  );
}

const pairKey = (g: Game): string => [g.home_id, g.visitor_id].sort().join('|');

function countBy<K>(games: readonly Game[], key: (g: Game) => K[]): Map<K, number> {
  const counts = new Map<K, number>();
  for (const g of games) for (const k of key(g)) counts.set(k, (counts.get(k) ?? 0) + 1);
  return counts;
}

function homeAwaySpread(games: readonly Game[]): number {
  const balance = new Map<string, number>();
  for (const g of games) {
    if (g.home_id) balance.set(g.home_id, (balance.get(g.home_id) ?? 0) + 1);
    if (g.visitor_id) balance.set(g.visitor_id, (balance.get(g.visitor_id) ?? 0) - 1);
  }
  return Math.max(...[...balance.values()].map(Math.abs));
}

const league = [...teams('d1', 6), ...teams('d2', 5)];

describe('generateGames', () => {
  it('turns a rounds schedule into unscheduled games with deterministic ids and the home division', () => {
    const games = generateGames({ schedule: schedule({}), teams: league, weeks: 10, fixedGames: [] });
    expect(games).toHaveLength(30);
    expect(games.map((g) => g.id)).toEqual(games.map((_, i) => `s1-g${i + 1}`));
    for (const g of games) {
      expect(g).toMatchObject({ schedule_id: 's1', division_id: 'd1', timeslot_id: null, bracket: null });
      expect(g.round).not.toBeNull();
    }
    expect(new Set(countBy(games, (g) => [pairKey(g)]).values())).toEqual(new Set([2]));
  });

  it('pairs only across the two divisions of an across-division schedule', () => {
    const games = generateGames({
      schedule: schedule({ division_ids: ['d1' as DivisionId, 'd2' as DivisionId], count: 1 }),
      teams: league,
      weeks: 10,
      fixedGames: [],
    });
    expect(games).toHaveLength(30);
    for (const g of games) expect(g.home_id?.slice(0, 2)).not.toBe(g.visitor_id?.slice(0, 2));
    for (const g of games) expect(g.division_id).toBe(g.home_id?.slice(0, 2));
  });

  it('gives count games per team in every week for the week argument', () => {
    const games = generateGames({
      schedule: schedule({ division_ids: ['d2' as DivisionId], argument: 'week', count: 1 }),
      teams: league,
      weeks: 7,
      fixedGames: [],
    });
    expect([17, 18]).toContain(games.length);
    for (const total of countBy(games, (g) => [g.home_id, g.visitor_id]).values()) {
      expect(Math.abs(total - 7)).toBeLessThanOrEqual(1);
    }
  });

  it('gives every team exactly T practices, alone', () => {
    const games = generateGames({
      schedule: schedule({ mode: 'practices', argument: 'week', count: 2 }),
      teams: league,
      weeks: 3,
      fixedGames: [],
    });
    expect(games).toHaveLength(36);
    for (const g of games) expect(g).toMatchObject({ is_practice: true, visitor_id: null });
    expect(new Set(countBy(games, (g) => [g.home_id]).values())).toEqual(new Set([6]));
  });

  it('builds a double elimination bracket from the explicit seeding', () => {
    const seeding = ['d1t3', 'd1t1', 'd1t2', 'd1t4'] as TeamId[];
    const games = generateGames({
      schedule: schedule({ style: 'double', seeding }),
      teams: league,
      weeks: 4,
      fixedGames: [],
    });
    expect(games).toHaveLength(7);
    expect(games[0]).toMatchObject({
      home_id: 'd1t3',
      visitor_id: 'd1t4',
      bracket: 'winners',
      division_id: 'd1',
    });
    const reset = games[6] as Game;
    expect(reset).toMatchObject({ id: 's1-g7', bracket: 'final', home_id: null, division_id: 'd1' });
    expect(reset.home_from).toEqual({ game_id: 's1-g6', take: 'winner' });
  });

  it('seeds a single elimination bracket in division order when no seeding is given', () => {
    const games = generateGames({
      schedule: schedule({ style: 'single' }),
      teams: league,
      weeks: 4,
      fixedGames: [],
    });
    expect(games).toHaveLength(5);
    expect(games.filter((g) => g.round === 1).map((g) => `${g.home_id}-${g.visitor_id}`)).toEqual([
      'd1t4-d1t5',
      'd1t3-d1t6',
    ]);
  });

  it('generates only the remaining meetings when fixed games already cover some, keeping the whole valid', () => {
    const fixedGames: Game[] = [
      ['d1t1', 'd1t2'],
      ['d1t1', 'd1t3'],
      ['d1t4', 'd1t1'],
      ['d1t1', 'd1t5'],
      ['d1t1', 'd1t6'],
    ].map(([home, visitor], i) => ({
      id: `s1-g${i + 3}` as GameId,
      schedule_id: 's1' as ScheduleId,
      division_id: 'd1' as DivisionId,
      home_id: home as TeamId,
      visitor_id: visitor as TeamId,
      is_practice: false,
      round: null,
      timeslot_id: 'ts1' as Game['timeslot_id'],
      bracket: null,
      home_from: null,
      visitor_from: null,
    }));
    const games = generateGames({ schedule: schedule({}), teams: league, weeks: 10, fixedGames });
    expect(games).toHaveLength(25);
    const ids = new Set([...games, ...fixedGames].map((g) => g.id));
    expect(ids.size).toBe(30);
    const whole = [...games, ...fixedGames];
    expect(new Set(countBy(whole, (g) => [pairKey(g)]).values())).toEqual(new Set([2]));
    expect(homeAwaySpread(whole)).toBeLessThanOrEqual(1);
  });

  it('counts fixed games toward season totals', () => {
    const fixedGames: Game[] = [
      {
        id: 'x1' as GameId,
        schedule_id: 's1' as ScheduleId,
        division_id: 'd2' as DivisionId,
        home_id: 'd2t1' as TeamId,
        visitor_id: 'd2t2' as TeamId,
        is_practice: false,
        round: null,
        timeslot_id: null,
        bracket: null,
        home_from: null,
        visitor_from: null,
      },
    ];
    const games = generateGames({
      schedule: schedule({ division_ids: ['d2' as DivisionId], argument: 'season', count: 3 }),
      teams: league,
      weeks: 10,
      fixedGames,
    });
    const whole = [...games, ...fixedGames];
    expect([7, 8]).toContain(whole.length);
    for (const total of countBy(whole, (g) => [g.home_id, g.visitor_id]).values()) {
      expect(Math.abs(total - 3)).toBeLessThanOrEqual(1);
    }
    const repeats = [...countBy(whole, (g) => [pairKey(g)]).values()];
    expect(repeats.every((r) => r === 1)).toBe(true);
    expect(homeAwaySpread(whole)).toBeLessThanOrEqual(1);
  });

  it('leaves out the bracket games that fixed games already are', () => {
    const all = generateGames({
      schedule: schedule({ style: 'single' }),
      teams: league,
      weeks: 4,
      fixedGames: [],
    });
    const fixed = { ...(all[0] as Game), timeslot_id: 'ts9' as Game['timeslot_id'] };
    const games = generateGames({
      schedule: schedule({ style: 'single' }),
      teams: league,
      weeks: 4,
      fixedGames: [fixed],
    });
    expect(games.map((g) => g.id)).toEqual(all.slice(1).map((g) => g.id));
  });
});
