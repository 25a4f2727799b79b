import { describe, expect, it } from 'vitest';
import { findConflicts } from '../analyse/conflicts.ts';
import { dryRun } from '../dry-run.ts';
import type { Game, Instance, Result } from '../model/instance.ts';
import { parseInstance } from '../model/parse-instance.ts';
import { solve } from '../solve.ts';
import { validateResult } from '../validate/validate-result.ts';

interface CupOptions {
  teams: number;
  style: 'single' | 'double';
  days?: number;
  max_games_day?: number;
  max_games_week?: number;
  next_game_offset?: number;
}

/**
 * n teams, one elimination schedule from 2026-06-01, and `days` days of slots at four times on three
 * surfaces (12 a day): room enough for a whole bracket on one day, so only the limits spread it out.
 */
function cup(options: CupOptions): Instance {
  const timeslots = [];
  for (let day = 1; day <= (options.days ?? 30); day++) {
    const date = `2026-06-${String(day).padStart(2, '0')}`;
    for (const hour of [9, 11, 13, 15]) {
      for (const surface of ['s1', 's2', 's3']) {
        const hh = String(hour).padStart(2, '0');
        timeslots.push({
          id: `${date}-${hh}-${surface}`,
          surface_id: surface,
          start: `${date}T${hh}:00:00Z`,
          finish: `${date}T${String(hour + 1).padStart(2, '0')}:30:00Z`,
          division_ids: [],
          is_game: true,
        });
      }
    }
  }
  return parseInstance({
    format_version: 1,
    timezone: 'UTC',
    divisions: [{ id: 'd1', name: 'Cup' }],
    teams: Array.from({ length: options.teams }, (_, i) => ({
      id: `t${i + 1}`,
      name: `T${i + 1}`,
      division_id: 'd1',
    })),
    venues: [
      {
        id: 'v1',
        name: 'Park',
        surfaces: ['s1', 's2', 's3'].map((id) => ({ id, name: id })),
      },
    ],
    timeslots,
    schedules: [
      {
        id: 'cup',
        division_ids: ['d1'],
        style: options.style,
        schedule_start: '2026-06-01',
        schedule_end: `2026-06-${String(options.days ?? 30).padStart(2, '0')}`,
        max_games_day: options.max_games_day ?? 1,
        max_games_week: options.max_games_week ?? 0,
        next_game_offset: options.next_game_offset ?? 0,
      },
    ],
  });
}

/** Local date (UTC here) of each placed game. */
function datesOf(result: Result): Map<string, string> {
  return new Map(
    result.games.filter((g) => g.timeslot_id !== null).map((g) => [g.id, g.timeslot_id!.slice(0, 10)]),
  );
}

function feedersOf(game: Game): string[] {
  return [game.home_from, game.visitor_from].flatMap((f) => (f ? [f.game_id] : []));
}

/** The most games any chain of dependent games holds on one date (every chain, walked from each game). */
function longestSameDayChain(result: Result): number {
  const dates = datesOf(result);
  const byId = new Map<string, Game>(result.games.map((g) => [g.id, g]));
  const memo = new Map<string, number>();
  const upTo = (id: string): number => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    const game = byId.get(id)!;
    let best = 0;
    for (const f of feedersOf(game)) if (dates.get(f) === dates.get(id)) best = Math.max(best, upTo(f));
    memo.set(id, best + 1);
    return best + 1;
  };
  return Math.max(...result.games.map((g) => upTo(g.id)));
}

describe('bracket limits along every chain of dependent games', () => {
  it('never puts the semi-finals and the final of a 4-team cup on one day with one game a day', async () => {
    const instance = cup({ teams: 4, style: 'single', max_games_day: 1 });
    const result = await solve(instance, { seed: 1 });
    expect(result.status).toBe('complete');
    const dates = datesOf(result);
    const final = result.games.find((g) => g.round === 2)!;
    for (const semi of feedersOf(final)) expect(dates.get(semi)! < dates.get(final.id)!).toBe(true);
    expect(validateResult(instance, result).violations).toEqual([]);
  });

  it('never gives a path of a 16-team double elimination two games a day with one game a day', async () => {
    const instance = cup({ teams: 16, style: 'double', max_games_day: 1 });
    const result = await solve(instance, { seed: 1 });
    expect(result.metrics.unscheduled).toBe(0);
    expect(longestSameDayChain(result)).toBe(1);
    // The longest chain (W1, six losers' rounds, the grand final and its reset) needs nine days.
    expect(new Set(datesOf(result).values()).size).toBe(9);
    expect(validateResult(instance, result).violations).toEqual([]);
  });

  it('keeps chains of a 16-team double elimination within two games a day', async () => {
    const instance = cup({ teams: 16, style: 'double', max_games_day: 2 });
    const result = await solve(instance, { seed: 1 });
    expect(result.metrics.unscheduled).toBe(0);
    expect(longestSameDayChain(result)).toBeLessThanOrEqual(2);
    expect(validateResult(instance, result).violations).toEqual([]);
  });

  it('leaves next_game_offset nights between a game and each game feeding it', async () => {
    const instance = cup({ teams: 8, style: 'double', max_games_day: 0, next_game_offset: 2 });
    const result = await solve(instance, { seed: 1 });
    expect(result.metrics.unscheduled).toBe(0);
    const day = (id: string) => Number(datesOf(result).get(id)!.slice(8));
    for (const game of result.games) {
      for (const f of feedersOf(game)) expect(day(game.id) - day(f)).toBeGreaterThanOrEqual(2);
    }
    expect(validateResult(instance, result).violations).toEqual([]);
  });

  it('keeps chains within max_games_week (2026-06-07 starts week 2)', async () => {
    const instance = cup({ teams: 8, style: 'single', max_games_day: 0, max_games_week: 1, days: 28 });
    const result = await solve(instance, { seed: 1 });
    expect(result.metrics.unscheduled).toBe(0);
    const weekOf = (id: string) => Math.floor(Number(datesOf(result).get(id)!.slice(8)) / 7);
    for (const game of result.games) {
      for (const f of feedersOf(game)) expect(weekOf(game.id)).toBeGreaterThan(weekOf(f));
    }
    expect(validateResult(instance, result).violations).toEqual([]);
  });
});

/** A 4-team single elimination, placed by hand: semis g1, g2 at 09:00 and 11:00, final g3 at `finalSlot`. */
function handPlaced(finalSlot: string): Game[] {
  const base = {
    schedule_id: 'cup',
    division_id: 'd1',
    is_practice: false,
    bracket: 'winners' as const,
    home_from: null,
    visitor_from: null,
  };
  return [
    { ...base, id: 'g1', round: 1, home_id: 't1', visitor_id: 't4', timeslot_id: '2026-06-01-09-s1' },
    { ...base, id: 'g2', round: 1, home_id: 't2', visitor_id: 't3', timeslot_id: '2026-06-01-11-s1' },
    {
      ...base,
      id: 'g3',
      round: 2,
      home_id: null,
      visitor_id: null,
      timeslot_id: finalSlot,
      home_from: { game_id: 'g1', take: 'winner' },
      visitor_from: { game_id: 'g2', take: 'winner' },
    },
  ] as Game[];
}

function resultOf(games: Game[]): Result {
  return {
    format_version: 1,
    status: 'complete',
    games,
    unscheduled_reasons: {},
    metrics: { scheduled: games.length, unscheduled: 0, success_rate: 100, elapsed_ms: 0 },
  };
}

describe('a broken chain, checked by the dry run, the validator and the conflicts report', () => {
  const sameDay = handPlaced('2026-06-01-15-s1');
  const nextDay = handPlaced('2026-06-02-09-s1');

  it('refuses to move the final onto its semi-finals day under one game a day', () => {
    const instance = cup({ teams: 4, style: 'single', max_games_day: 1 });
    expect(dryRun(instance, nextDay, 'g3', '2026-06-01-15-s1')).toMatchObject({
      good: false,
      reason: "a team's path through the bracket would have more than 1 game(s) on 2026-06-01",
      detail: { code: 'refusal.path_day_limit', params: { limit: 1, date: '2026-06-01' } },
    });
    expect(dryRun(instance, nextDay, 'g3', '2026-06-02-11-s1')).toEqual({ good: true });
  });

  it('refuses a final the night after its semi-finals when two nights are needed', () => {
    const instance = cup({ teams: 4, style: 'single', max_games_day: 1, next_game_offset: 2 });
    const answer = dryRun(instance, nextDay, 'g3', '2026-06-02-11-s1');
    expect(answer).toMatchObject({ good: false, detail: { code: 'refusal.path_nights' } });
    expect(dryRun(instance, nextDay, 'g3', '2026-06-03-09-s1')).toEqual({ good: true });
  });

  it('reports the chain in the validator and the conflicts report', () => {
    const instance = cup({ teams: 4, style: 'single', max_games_day: 1 });
    const violations = validateResult(instance, resultOf(sameDay)).violations;
    expect(violations).toEqual([
      {
        rule: 'max_games_day',
        message:
          "schedule cup: a team's path through the bracket has 2 games on 2026-06-01 (limit 1): g1 (2026-06-01 09:00-10:30) → g3 (2026-06-01 15:00-16:30)",
        game_ids: ['g1', 'g3'],
        team_ids: ['t1', 't4'],
      },
    ]);
    expect(validateResult(instance, resultOf(nextDay)).violations).toEqual([]);
    expect(findConflicts(instance, sameDay).bracket_chain_breaks).toMatchObject([
      {
        schedule_id: 'cup',
        rule: 'max_games_day',
        period: '2026-06-01',
        count: 2,
        limit: 1,
        game_ids: ['g1', 'g3'],
        message:
          "A team's path through the bracket has 2 games on 2026-06-01 (at most 1): Cup T1 v T4 on 2026-06-01 09:00 at Park → Cup winner of winners bracket round 1 (T1 v T4) v winner of winners bracket round 1 (T2 v T3) on 2026-06-01 15:00 at Park",
        reason: { code: 'conflict.bracket_chain', params: { rule: 'max_games_day', count: 2, limit: 1 } },
      },
    ]);
    expect(findConflicts(instance, nextDay).bracket_chain_breaks).toEqual([]);
  });

  it('reports nights and weeks along a chain', () => {
    const nights = cup({ teams: 4, style: 'single', max_games_day: 1, next_game_offset: 2 });
    expect(validateResult(nights, resultOf(nextDay)).violations.map((v) => [v.rule, v.game_ids])).toEqual([
      ['next_game_offset', ['g1', 'g3']],
      ['next_game_offset', ['g2', 'g3']],
    ]);
    const week = cup({ teams: 4, style: 'single', max_games_day: 1, max_games_week: 1 });
    expect(findConflicts(week, nextDay).bracket_chain_breaks).toMatchObject([
      { rule: 'max_games_week', period: '2026-05-31', count: 2, limit: 1, game_ids: ['g1', 'g3'] },
    ]);
  });
});
