import { beforeAll, describe, expect, it } from 'vitest';
import { placeGames } from '../assign/run-search.ts';
import { testInstance, testRoundRobin } from '../assign/test-instance.ts';
import { reasonText } from '../explain/reason.ts';
import type { Instance, Result } from '../model/instance.ts';
import { parseInstance } from '../model/parse-instance.ts';
import { buildSolveModel } from '../model/solve-model.ts';
import { solve } from '../solve.ts';
import { readSample } from '../test-samples.ts';
import { applyFixToInstance } from './apply-fix.ts';
import { capacityFunnel } from './capacity-funnel.ts';
import { deletionFilter } from './conflict-set.ts';
import { diagnose } from './diagnose.ts';
import type { Diagnosis } from './diagnosis.ts';
import type { RuleFamily } from './relax.ts';

/** The medium sample without every 10th slot of `keep`'s choosing (the sample alone solves 100%). */
function mediumWithout(drop: (slot: { division_ids: string[] }, i: number) => boolean): Instance {
  const json = readSample('medium') as { timeslots: { division_ids: string[] }[] };
  return parseInstance({ ...json, timeslots: json.timeslots.filter((t, i) => !drop(t, i)) });
}

/** Divisions whose open slots the removal took: those the diagnosis may name. */
function divisionsThatLost(full: Instance, cut: Instance): Set<string> {
  const kept = new Set(cut.timeslots.map((t) => t.id as string));
  const model = buildSolveModel(full);
  const lost = new Set<string>();
  model.schedules.forEach((info) => {
    if ([...info.eligible].some((s) => !kept.has(full.timeslots[s]!.id)))
      for (const d of info.config.division_ids) lost.add(d);
  });
  return lost;
}

describe('diagnose on the medium sample with 10% of its slots removed', () => {
  const full = parseInstance(readSample('medium'));
  const cut = mediumWithout((_, i) => i % 10 === 3);
  let result: Result;
  let diagnosis: Diagnosis;
  let elapsed = 0;
  beforeAll(async () => {
    result = await solve(cut);
    const started = Date.now();
    diagnosis = await diagnose(cut, result);
    elapsed = Date.now() - started;
  }, 60_000);

  it('is short, and names only divisions that lost capacity, each with its funnel', () => {
    expect(result.status).toBe('partial');
    const lost = divisionsThatLost(full, cut);
    const short = new Set(
      result.games.filter((g) => g.timeslot_id === null).map((g) => g.division_id as string),
    );
    expect(diagnosis.divisions.map((d) => d.division_id).sort()).toEqual([...short].sort());
    for (const d of diagnosis.divisions) {
      expect(lost.has(d.division_id)).toBe(true);
      expect(d.steps.map((s) => s.rule)).toEqual([
        'dates',
        'slot_rules',
        'home_venues',
        'time_constraints',
        'travel',
        'limits',
        'rest',
        'coach_conflicts',
        'other_games',
      ]);
      // Each step keeps at most what the one before left.
      for (let i = 1; i < 5; i++) expect(d.steps[i]!.left).toBeLessThanOrEqual(d.steps[i - 1]!.left);
      expect(d.teams.length).toBeGreaterThan(0);
      expect(d.teams.length).toBeLessThanOrEqual(10);
    }
    expect(elapsed).toBeLessThan(10_000);
  });

  it('finds a conflicting set per short division, named in words', () => {
    expect(diagnosis.conflicts.length).toBeGreaterThan(0);
    for (const c of diagnosis.conflicts) {
      expect(c.rules.length).toBeGreaterThan(0);
      for (const r of c.rules) expect(reasonText(r.reason)).not.toBe(r.reason.code);
    }
  });

  it('ranks checked fixes, and the top one applied brings the run to 100%', async () => {
    expect(diagnosis.fixes.length).toBeGreaterThan(0);
    expect(diagnosis.fixes.length).toBeLessThanOrEqual(6);
    expect(diagnosis.fixes.map((f) => f.id)).toEqual(diagnosis.fixes.map((_, i) => `f${i + 1}`));
    for (let i = 1; i < diagnosis.fixes.length; i++)
      expect(diagnosis.fixes[i]!.places).toBeLessThanOrEqual(diagnosis.fixes[i - 1]!.places);
    const top = diagnosis.fixes[0]!;
    expect(top.complete).toBe(true);
    expect(reasonText(top.reason)).toMatch(/^(Add|Let|Extend|Change|Drop)/);
    const fixed = await solve(applyFixToInstance(cut, top.fix));
    expect(fixed.metrics.unscheduled).toBe(0);
  }, 60_000);
});

describe('capacity funnel and deletion filter on a tiny league', () => {
  it('counts the slots each rule leaves, and binds where a no-play rule eats them', async () => {
    // Four teams, a double round robin (12 games), over three days of six slots; Hawks may not play two days.
    const instance = testInstance({
      schedules: [
        {
          id: 'sch1',
          division_ids: ['d1'],
          schedule_start: '2026-03-07',
          schedule_end: '2026-03-09',
          max_games_day: 0,
        },
      ],
      teams: ['t1', 't2', 't3', 't4'].map((id, i) => ({
        id,
        name: ['Hawks', 'Owls', 'Bears', 'Wolves'][i],
        division_id: 'd1',
        home_venue_ids: [],
        person_ids: [],
        time_constraints:
          id === 't1' ? [{ kind: 'no_play', start_date: '2026-03-08', end_date: '2026-03-09' }] : [],
        travel_constraint: null,
      })),
      people: [],
    });
    const games = testRoundRobin(instance, 'sch1', 2);
    const run = await placeGames(instance, games);
    expect(run.metrics.unscheduled).toBeGreaterThan(0);
    const capacity = capacityFunnel(instance, run.games, 'd1');
    const steps = Object.fromEntries(capacity.diagnosis.steps.map((s) => [s.rule, s.left]));
    expect(capacity.diagnosis.slots).toBe(84);
    expect(steps.dates).toBe(18);
    expect(steps.slot_rules).toBe(18);
    const hawks = capacity.diagnosis.teams.find((t) => t.team === 'Hawks')!;
    expect(hawks.games).toBe(6);
    // Hawks keeps the first day's six slots, fewer than its six games need with the rest rule.
    expect(hawks.steps.find((s) => s.rule === 'time_constraints')!.left).toBe(6);
    expect(hawks.binding).not.toBeNull();
    expect(capacity.teams.find((t) => t.name === 'Hawks')!.constraintLoss).toEqual([12]);

    const d = await diagnose(instance, run);
    expect(d.divisions[0]!.division).toBe('U10');
    const set = d.conflicts[0]!;
    expect(set.rules.map((r) => r.reason.code)).toContain('conflict_rule.time_constraints');
    expect(reasonText(set.rules.find((r) => r.rule === 'time_constraints')!.reason)).toContain('Hawks');
    expect(d.fixes.some((f) => f.fix.kind === 'relax_team_rule' && f.complete)).toBe(true);
  });

  it('keeps exactly the families without which the check passes', () => {
    const a: RuleFamily = { rule: 'rest' };
    const b: RuleFamily = { rule: 'limits' };
    const c: RuleFamily = { rule: 'dates' };
    // Short unless rest or dates is dropped: the filter drops limits and keeps rest and dates.
    const check = (families: readonly RuleFamily[]) =>
      families.some((f) => f.rule === 'rest' || f.rule === 'dates') ? 0 : 2;
    const found = deletionFilter([[a], [b], [c]], check, () => false)!;
    expect(found.kept.map((f) => f.rule)).toEqual(['rest', 'dates']);
    expect(found.short).toBe(2);
    expect(
      deletionFilter(
        [[a]],
        () => 0,
        () => false,
      ),
    ).toBeNull();
  });
});
