import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatValidationReport } from './format-report.ts';
import { changeGame, judge, leagueGames, leagueInput, rulesOf } from './test-league.ts';

const ROUND_SLOTS: Record<number, [string, string]> = {
  1: ['ts1', 'ts2'],
  2: ['ts3', 'ts4'],
  3: ['ts5', 'ts6'],
};

describe('validateResult', () => {
  it('finds nothing wrong with a valid round robin', () => {
    const report = judge(leagueInput(), leagueGames());
    expect(formatValidationReport(report)).toContain('violations=0');
    expect(report.violations).toEqual([]);
    expect(report.metrics).toMatchObject({
      scheduled: 6,
      unscheduled: 0,
      success_rate: 100,
      games: 6,
      violations: 0,
    });
  });

  it('accepts the rounds played on the three Saturdays in any order and on either surface', () => {
    fc.assert(
      fc.property(
        fc.constantFrom([1, 2, 3], [1, 3, 2], [2, 1, 3], [2, 3, 1], [3, 1, 2], [3, 2, 1]),
        fc.boolean(),
        (order, swap) => {
          const games = leagueGames().map((g, i) => {
            const [first, second] = ROUND_SLOTS[order[(g.round ?? 1) - 1] ?? 1] ?? ['ts1', 'ts2'];
            return { ...g, timeslot_id: (i % 2 === 0) !== swap ? first : second };
          });
          expect(judge(leagueInput(), games).violations).toEqual([]);
        },
      ),
    );
  });

  it('reports each broken rule once, grouped by rule, and counts them in the metrics', () => {
    const input = leagueInput();
    input.schedules = input.schedules?.map((s) => ({ ...s, max_games_day: 0 }));
    const games = changeGame(changeGame(leagueGames(), 'g3', { timeslot_id: 'ts7' }), 'g6', {
      timeslot_id: 'ts99',
    });
    const report = judge(input, games);
    expect(rulesOf(report)).toEqual(['slot_unknown', 'team_overlap']);
    expect(report.violations.map((v) => v.rule)).toEqual(['slot_unknown', 'team_overlap', 'team_overlap']);
    expect(report.metrics.violations).toBe(3);
    expect(Object.keys(report.violations[0] ?? {}).sort()).toEqual([
      'game_ids',
      'message',
      'rule',
      'team_ids',
    ]);
  });
});
