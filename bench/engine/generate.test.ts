import { describe, expect, it } from 'vitest';
import { checkCapacity } from '../../packages/engine/src/analyse/capacity.ts';
import { validateResult } from '../../packages/engine/src/validate/index.ts';
import { firstFit } from './first-fit.ts';
import { BENCH_INSTANCE_NAMES, generateInstance } from './generate.ts';

function gameCount(name: (typeof BENCH_INSTANCE_NAMES)[number]): number {
  return checkCapacity(generateInstance(name).instance).schedules.reduce((sum, s) => sum + s.items, 0);
}

describe('generateInstance', () => {
  it.each(BENCH_INSTANCE_NAMES)('builds %s identically for the same seed', (name) => {
    expect(JSON.stringify(generateInstance(name, 7))).toBe(JSON.stringify(generateInstance(name, 7)));
  });

  it('builds a different instance for another seed', () => {
    expect(JSON.stringify(generateInstance('medium', 1))).not.toBe(
      JSON.stringify(generateInstance('medium', 2)),
    );
  });

  it('sizes small, medium and large as the benchmark promises', () => {
    expect(gameCount('small')).toBe(56);
    expect(gameCount('medium')).toBe(720);
    expect(gameCount('large')).toBe(4020);
    expect(
      generateInstance('large').instance.schedules.filter((s) => s.division_ids.length === 2),
    ).toHaveLength(5);
  });

  it('gives medium blackouts, home venues, shared coaches, curfews and slots on both sides of DST', () => {
    const { instance } = generateInstance('medium');
    const constraints = instance.teams.flatMap((team) => team.time_constraints);
    expect(constraints.some((c) => c.kind === 'no_play')).toBe(true);
    expect(constraints.some((c) => c.kind === 'no_play_between')).toBe(true);
    expect(instance.teams.some((team) => team.home_venue_ids.length > 0)).toBe(true);
    expect(instance.teams.some((team) => team.person_ids.length > 1)).toBe(true);
    expect(instance.timeslots.some((slot) => slot.start.endsWith('-06:00'))).toBe(true);
    expect(instance.timeslots.some((slot) => slot.start.endsWith('-05:00'))).toBe(true);
  });

  it('fits every generated instance within its slots by the engine capacity check', () => {
    for (const name of BENCH_INSTANCE_NAMES) {
      expect(checkCapacity(generateInstance(name).instance).total.shortfall).toBe(0);
    }
  });
});

describe('planted instance', () => {
  const { instance, hidden } = generateInstance('planted', 3);

  it('has exactly the hidden schedule slots plus 5% extra, all distinct', () => {
    expect(hidden).not.toBeNull();
    const games = hidden?.games ?? [];
    expect(instance.timeslots).toHaveLength(games.length + Math.ceil(games.length * 0.05));
    expect(new Set(instance.timeslots.map((slot) => slot.id)).size).toBe(instance.timeslots.length);
    expect(new Set(games.map((game) => game.timeslot_id)).size).toBe(games.length);
    expect(games.every((game) => game.timeslot_id !== null)).toBe(true);
  });

  it('hides a complete schedule that the validator accepts', () => {
    const report = validateResult(instance, hidden!);
    expect(report.violations.map((v) => v.message)).toEqual([]);
    expect(report.metrics.success_rate).toBe(100);
  });
});

describe('firstFit', () => {
  it('places games without reusing a slot or overlapping a team, leaving the rest unscheduled with a reason', () => {
    const { instance, hidden } = generateInstance('planted', 3);
    const result = firstFit(
      instance,
      (hidden?.games ?? []).map((game) => ({ ...game, timeslot_id: null })),
    );
    const rules = new Set(validateResult(instance, result).violations.map((v) => v.rule));
    expect(rules.has('slot_reused')).toBe(false);
    expect(rules.has('team_overlap')).toBe(false);
    expect(rules.has('max_games_day')).toBe(false);
    expect(result.metrics.scheduled + result.metrics.unscheduled).toBe(result.games.length);
    expect(Object.keys(result.unscheduled_reasons)).toHaveLength(result.metrics.unscheduled);
    expect(result.status).toBe(result.metrics.unscheduled === 0 ? 'complete' : 'partial');
  });
});
