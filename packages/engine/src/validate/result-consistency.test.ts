import { describe, expect, it } from 'vitest';
import { buildInstance, buildResult } from '../test-support/instance.ts';
import { successRate } from './result-consistency.ts';
import { changeGame, league, leagueGames, leagueInput, rulesOf } from './test-league.ts';
import { validateResult } from './validate-result.ts';

describe('result consistency', () => {
  it('rounds the success rate up, so 719 of 720 reads 100', () => {
    expect(successRate(719, 1)).toBe(100);
    expect(successRate(0, 0)).toBe(0);
    expect(successRate(1, 2)).toBe(34);
  });

  it('accepts an all-unscheduled result whose status is partial', () => {
    const games = leagueGames().map((g) => ({ ...g, timeslot_id: null }));
    const report = validateResult(buildInstance(leagueInput()), buildResult(games));
    expect(report.violations).toEqual([]);
    expect(report.metrics).toMatchObject({ scheduled: 0, unscheduled: 6, success_rate: 0, venue_spread: 0 });
  });

  it('reports a complete status while a game is unscheduled', () => {
    const result = buildResult(changeGame(leagueGames(), 'g6', { timeslot_id: null }));
    const report = validateResult(buildInstance(leagueInput()), { ...result, status: 'complete' });
    expect(rulesOf(report)).toEqual(['status_mismatch']);
    expect(report.violations[0]?.message).toBe('status is complete with 1 unscheduled; expected partial');
  });

  it('reports an unscheduled game without a reason', () => {
    const result = buildResult(changeGame(leagueGames(), 'g6', { timeslot_id: null }));
    const report = validateResult(buildInstance(leagueInput()), { ...result, unscheduled_reasons: {} });
    expect(rulesOf(report)).toEqual(['status_mismatch']);
    expect(report.violations[0]?.game_ids).toEqual(['g6']);
  });

  it('reports metrics that disagree with the games', () => {
    const { instance, result } = league();
    const report = validateResult(instance, {
      ...result,
      metrics: { ...result.metrics, scheduled: 5, success_rate: 99 },
    });
    expect(rulesOf(report)).toEqual(['metrics_mismatch']);
    expect(report.violations[0]?.message).toBe('metrics state scheduled 5 (is 6), success_rate 99 (is 100)');
  });

  it('reports a fixed game the result moved, and counts a kept one once', () => {
    const input = leagueInput();
    input.fixed_games = [
      { id: 'fx1', schedule_id: 'exhibition', home_id: 't1', visitor_id: 't2', timeslot_id: 'ts9' },
    ];
    const kept = [
      ...leagueGames(),
      { id: 'fx1', schedule_id: 'exhibition', home_id: 't1', visitor_id: 't2', timeslot_id: 'ts9' },
    ];
    const instance = buildInstance(input);
    expect(validateResult(instance, buildResult(kept)).violations).toEqual([]);
    const moved = changeGame(kept, 'fx1', { timeslot_id: 'ts10' });
    const report = validateResult(instance, buildResult(moved));
    expect(rulesOf(report)).toEqual(['fixed_game_moved']);
    expect(report.violations[0]?.message).toBe('fixed game fx1 moved from slot ts9 to ts10');
  });
});
