import { describe, expect, it } from 'vitest';
import type { ResultFigures } from './measure.ts';
import type { InstanceFigures } from './run-instance.ts';
import { checkTargets, formatTargets } from './targets.ts';

function figures(name: string, change: Partial<InstanceFigures> = {}, solver: Partial<ResultFigures> = {}) {
  const base: ResultFigures = {
    games: 720,
    scheduled: 720,
    unscheduled: 0,
    success_rate: 100,
    violations: 0,
    spreads: { venue: 3, early_late: 2, weekday: 4, week: 2 },
  };
  const f: InstanceFigures = {
    name,
    timeslots: 1008,
    wall_ms: 1712,
    first_progress_ms: 180,
    peak_mb: 110,
    solver: { ...base, ...solver },
    first_fit: base,
    hidden_violations: null,
  };
  return { ...f, ...change };
}

describe('checkTargets', () => {
  it('judges the medium balance, time and first-progress targets against their bounds', () => {
    const checks = checkTargets([figures('medium')]);
    const byLabel = new Map(checks.map((c) => [c.label, c]));
    expect(byLabel.get('venue')).toMatchObject({ measured: 3, bound: 3, pass: true });
    expect(byLabel.get('wday')).toMatchObject({ measured: 4, bound: 3, pass: false });
    expect(byLabel.get('first ms')).toMatchObject({ measured: 180, pass: true });
    expect(byLabel.get('time s')).toMatchObject({ measured: 1.71, pass: true });
  });

  it('fails a medium run that never reported progress', () => {
    const checks = checkTargets([figures('medium', { first_progress_ms: null })]);
    expect(checks.find((c) => c.label === 'first ms')?.pass).toBe(false);
  });

  it('needs only zero violations from instances without targets of their own', () => {
    expect(checkTargets([figures('sample-weekly', {}, { violations: 2 })])).toEqual([
      { instance: 'sample-weekly', label: 'violations', measured: 2, bound: 0, kind: 'max', pass: false },
    ]);
  });

  it('asks large for a placement rate at least 99.5 percent', () => {
    const checks = checkTargets([figures('large', {}, { games: 4020, scheduled: 4000 })]);
    expect(checks.find((c) => c.label === 'rate %')).toMatchObject({
      measured: 99.5,
      kind: 'min',
      pass: true,
    });
  });
});

describe('formatTargets', () => {
  it('prints a count and every check on one line', () => {
    const line = formatTargets(checkTargets([figures('small', { wall_ms: 620 })]));
    expect(line).toBe(
      'targets 2/3 pass: small violations 0 <= 0 pass; small unscheduled 0 <= 0 pass; small time s 0.62 <= 0.5 FAIL',
    );
  });
});
