import { describe, expect, it } from 'vitest';
import { testGame, testInstance } from './assign/test-instance.ts';
import { parseInstance } from './model/parse-instance.ts';
import { solve } from './solve.ts';
import { readSample, type SAMPLE_NAMES } from './test-samples.ts';
import { buildConstraint } from './test-support/instance.ts';
import { validateResult } from './validate/index.ts';

function sample(name: (typeof SAMPLE_NAMES)[number]) {
  return parseInstance(readSample(name));
}

describe('solve on the samples', () => {
  // How fast each sample solves is printed by `npm run bench`; here only what is placed counts.
  for (const name of ['small', 'medium', 'weekly'] as const) {
    it(`places every ${name} game with no hard violation`, async () => {
      const instance = sample(name);
      const result = await solve(instance, { seed: 1 });
      expect(result.metrics.unscheduled).toBe(0);
      expect(result.status).toBe('complete');
      expect(validateResult(instance, result).violations).toEqual([]);
    });
  }

  // Cup B (13 teams, double elimination, 3 games a day, 45 minutes' rest) has a chain of 9 dependent games from
  // a first-round game to the reset, and the bracket's days give it at most 2 + 3 + 3: Friday's three slots
  // follow each other 15 minutes apart, so rest leaves two. No complete schedule exists; the grand final and
  // its reset stay unscheduled, each with its reason (docs/engine-contract.md).
  it('places every tournament game a chain of dependent games can reach, and says why the last two cannot', async () => {
    const instance = sample('tournament');
    const result = await solve(instance, { seed: 1 });
    expect(validateResult(instance, result).violations).toEqual([]);
    expect(result.status).toBe('partial');
    expect(result.metrics).toMatchObject({ scheduled: 38, unscheduled: 2 });
    const unscheduled = result.games.filter((game) => game.timeslot_id === null);
    expect(unscheduled.map((game) => game.bracket).sort()).toEqual(['final', 'final']);
    const reasons = unscheduled.map((game) => result.unscheduled_reasons[game.id] ?? '');
    expect(reasons.some((reason) => /3-game-per-day limit/.test(reason))).toBe(true);
    expect(reasons.some((reason) => /which is unscheduled/.test(reason))).toBe(true);
  });

  it('places every planted game with no hard violation', { timeout: 120_000 }, async () => {
    const instance = sample('planted');
    const result = await solve(instance, { seed: 7 });
    expect(result.metrics.unscheduled).toBe(0);
    expect(validateResult(instance, result).violations).toEqual([]);
  });

  it('gives the same result for the same seed', async () => {
    const instance = sample('small');
    const a = await solve(instance, { seed: 42 });
    const b = await solve(instance, { seed: 42 });
    expect(b.games).toEqual(a.games);
  });
});

describe('solve under control', () => {
  it('stops within 200 ms of an abort and returns a valid partial result', async () => {
    const instance = sample('medium');
    const controller = new AbortController();
    const progress: number[] = [];
    setTimeout(() => controller.abort(), 150);
    const started = Date.now();
    let abortedAt = 0;
    controller.signal.addEventListener('abort', () => {
      abortedAt = Date.now();
    });
    const result = await solve(instance, {
      seed: 3,
      signal: controller.signal,
      onProgress: (p) => progress.push(p.scheduled),
    });
    const stopped = Date.now();
    expect(abortedAt).toBeGreaterThan(started);
    expect(stopped - abortedAt).toBeLessThan(200);
    expect(progress.length).toBeGreaterThan(0);
    expect(validateResult(instance, result).violations).toEqual([]);
    expect(result.games.length).toBe(result.metrics.scheduled + result.metrics.unscheduled);
  });

  it('reports progress with totals while it works', async () => {
    const instance = sample('small');
    const seen: { total: number; remaining: number; scheduled: number }[] = [];
    let clock = 0;
    await solve(instance, { now: () => (clock += 30), onProgress: (p) => seen.push(p) });
    expect(seen.length).toBeGreaterThan(1);
    for (const p of seen) expect(p.scheduled + p.remaining).toBe(p.total);
    expect(seen.at(-1)?.remaining).toBe(0);
  });
});

describe('unscheduled reasons', () => {
  it('names the blocking rule, the team and the dates on an impossible instance', async () => {
    const instance = testInstance();
    instance.schedules[0]!.schedule_end = '2026-03-08' as never;
    instance.schedules[0]!.max_games_week = 1;
    for (const team of instance.teams) {
      team.time_constraints.push(buildConstraint({ kind: 'no_play', start_date: '2026-03-08' }));
    }
    const result = await solve(instance, { seed: 1 });
    expect(result.status).toBe('partial');
    const reasons = Object.values(result.unscheduled_reasons);
    expect(reasons.length).toBe(result.metrics.unscheduled);
    expect(reasons.join('\n')).toMatch(/no-play dates \(2026-03-08\)/);
    expect(reasons.join('\n')).toMatch(/1-game-per-week limit \(weeks of 2026-03-01\)|1-game-per-day limit/);
    expect(validateResult(instance, result).violations).toEqual([]);
  });

  it('says why no slot is eligible at all', async () => {
    const instance = testInstance();
    instance.schedules[0]!.use_unassigned_timeslots = false;
    const result = await solve(instance, { seed: 1 });
    expect(result.metrics.scheduled).toBe(0);
    expect(Object.values(result.unscheduled_reasons)[0]).toMatch(
      /no eligible slot .* 84 neutral slots the schedule may not use/,
    );
  });

  it('keeps a fixed game of the solved schedule in its slot', async () => {
    const instance = testInstance();
    instance.fixed_games.push(testGame('fx1', 't1', 't2', 'ts5-11-s2'));
    const result = await solve(instance, { seed: 1 });
    expect(result.games.find((g) => g.id === 'fx1')?.timeslot_id).toBe('ts5-11-s2');
    expect(validateResult(instance, result).violations).toEqual([]);
  });
});
