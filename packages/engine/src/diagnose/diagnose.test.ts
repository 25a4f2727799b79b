import { beforeAll, describe, expect, it } from 'vitest';
import { placeGames } from '../assign/run-search.ts';
import { testInstance, testRoundRobin } from '../assign/test-instance.ts';
import { reasonText } from '../explain/reason.ts';
import type { Game, Instance, Result } from '../model/instance.ts';
import { parseInstance } from '../model/parse-instance.ts';
import { parseResult } from '../model/parse-result.ts';
import { buildSolveModel } from '../model/solve-model.ts';
import { solve } from '../solve.ts';
import { readSample } from '../test-samples.ts';
import { applyFixToInstance } from './apply-fix.ts';
import { capacityFunnel } from './capacity-funnel.ts';
import { deletionFilter } from './conflict-set.ts';
import { diagnose } from './diagnose.ts';
import { DIAGNOSIS_RULES } from './diagnosis.ts';
import { quickSolve } from './quick-solve.ts';
import type { RuleFamily } from './relax.ts';

const medium = readSample('medium') as {
  timeslots: { id: string }[];
  fixed_games: { timeslot_id: string }[];
};
const fixedSlots = new Set(medium.fixed_games.map((g) => g.timeslot_id));

/** The medium sample without every tenth slot among `pool` (slots holding fixed games stay). */
function mediumWithout(pool: (id: string) => boolean): Instance {
  let n = 0;
  const timeslots = medium.timeslots.filter((t) => !(pool(t.id) && !fixedSlots.has(t.id) && n++ % 10 === 3));
  return parseInstance({ ...medium, timeslots });
}

/** Divisions whose open slots the removal took: the only ones the diagnosis may name. */
function divisionsThatLost(full: Instance, cut: Instance): Set<string> {
  const kept = new Set(cut.timeslots.map((t) => t.id as string));
  const lost = new Set<string>();
  for (const info of buildSolveModel(full).schedules) {
    if ([...info.eligible].some((s) => !kept.has(full.timeslots[s]!.id)))
      for (const d of info.config.division_ids) lost.add(d);
  }
  return lost;
}

/**
 * A run of the cut instance, made cheaply and deterministically: the complete sample's pairings placed by the
 * solver's search over a bounded number of its pauses (a full solve of a short instance spends its whole
 * budget, ~10 s, before it gives up).
 */
function shortRun(cut: Instance, pairings: Game[]): Result {
  const ids = new Set(cut.schedules.map((s) => s.id as string));
  const games = pairings.map((g) => ({ ...g, timeslot_id: null }));
  const answer = quickSolve(cut, games, ids, { seed: 1, maxPauses: 600 });
  const scheduled = answer.placed;
  return {
    format_version: 1,
    status: scheduled === answer.total ? 'complete' : 'partial',
    games: answer.games,
    unscheduled_reasons: {},
    metrics: { scheduled, unscheduled: answer.total - scheduled, success_rate: 0, elapsed_ms: 0 },
  };
}

const full = parseInstance(medium);
let pairings: Game[] = [];
beforeAll(async () => {
  pairings = (await solve(full)).games;
}, 60_000);

describe.each([
  ['10% of all slots', () => true],
  [
    '10% of the slots open to U9',
    (() => {
      const open = new Set<string>(
        [...buildSolveModel(full).schedules[0]!.eligible].map((s) => full.timeslots[s]!.id as string),
      );
      return (id: string) => open.has(id);
    })(),
  ],
] as const)('diagnose on the medium sample without %s', (_name, pool) => {
  const cut = mediumWithout(pool);
  let run: Result;
  let diagnosis: Awaited<ReturnType<typeof diagnose>>;
  beforeAll(async () => {
    run = shortRun(cut, pairings);
    diagnosis = await diagnose(cut, run);
  }, 60_000);

  it('names the short divisions, each of which lost slots, with its funnel and binding teams', () => {
    expect(run.status).toBe('partial');
    const lost = divisionsThatLost(full, cut);
    const short = new Set(
      run.games.filter((g) => g.timeslot_id === null).map((g) => g.division_id as string),
    );
    expect(diagnosis.divisions.map((d) => d.division_id).sort()).toEqual([...short].sort());
    for (const d of diagnosis.divisions) {
      expect(lost.has(d.division_id)).toBe(true);
      expect(d.steps.map((s) => s.rule)).toEqual([...DIAGNOSIS_RULES]);
      for (let i = 1; i < d.steps.length; i++)
        expect(d.steps[i]!.left).toBeLessThanOrEqual(d.steps[i - 1]!.left);
      expect(d.teams.length).toBeGreaterThan(0);
      expect(d.teams.length).toBeLessThanOrEqual(10);
    }
    expect(diagnosis.elapsed_ms).toBeGreaterThanOrEqual(0);
  });

  it('finds a conflicting set for a short division, named in words', () => {
    expect(diagnosis.conflicts.length).toBeGreaterThan(0);
    for (const c of diagnosis.conflicts) {
      expect(c.games).toBeGreaterThan(0);
      for (const r of c.rules) expect(reasonText(r.reason)).not.toBe(r.reason.code);
    }
  });

  it('ranks checked fixes, and the top one applied brings a full solve to 100%', async () => {
    const fixes = diagnosis.fixes;
    expect(fixes.length).toBeGreaterThan(0);
    expect(fixes.length).toBeLessThanOrEqual(6);
    expect(fixes.map((f) => f.id)).toEqual(fixes.map((_, i) => `f${i + 1}`));
    for (let i = 1; i < fixes.length; i++) expect(fixes[i]!.places).toBeLessThanOrEqual(fixes[i - 1]!.places);
    expect(fixes[0]!.complete).toBe(true);
    expect(reasonText(fixes[0]!.reason)).toMatch(/^(Add|Let|Extend|Change|Drop)/);
    const fixed = await solve(applyFixToInstance(cut, fixes[0]!.fix));
    expect(fixed.metrics.unscheduled).toBe(0);
  }, 60_000);
});

describe('capacity funnel and deletion filter on a tiny league', () => {
  it("counts what each rule leaves, and finds the team's no-play rule that binds", async () => {
    // Four teams, a double round robin (12 games, 6 each) over three days; Hawks may play only the first.
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
    const run = await placeGames(instance, testRoundRobin(instance, 'sch1', 2));
    expect(run.metrics.unscheduled).toBeGreaterThan(0);
    const capacity = capacityFunnel(instance, run.games, 'd1');
    const steps = Object.fromEntries(capacity.diagnosis.steps.map((s) => [s.rule, s.left]));
    expect(capacity.diagnosis.slots).toBe(84);
    expect(steps.dates).toBe(18);
    expect(steps.slot_rules).toBe(18);
    const hawks = capacity.diagnosis.teams.find((t) => t.team === 'Hawks')!;
    expect(hawks.games).toBe(6);
    // The first day's six slots, three start times: with the schedule's rest, fewer than six games fit.
    expect(hawks.steps.find((s) => s.rule === 'time_constraints')!.left).toBe(6);
    expect(hawks.binding).toBe('limits');
    expect(capacity.teams.find((t) => t.name === 'Hawks')!.constraintLoss).toEqual([12]);

    const d = await diagnose(instance, run);
    expect(d.divisions[0]!.division).toBe('U10');
    const rule = d.conflicts[0]!.rules.find((r) => r.rule === 'time_constraints')!;
    expect(reasonText(rule.reason)).toBe("Hawks's no-play date rule (2026-03-08 to 2026-03-09)");
    const relax = d.fixes.find((f) => f.fix.kind === 'relax_team_rule')!;
    expect(relax.complete).toBe(true);
    expect(applyFixToInstance(instance, relax.fix).teams[0]!.time_constraints).toEqual([]);

    // The command line writes it into the result; reading the result back keeps it and checks its shape.
    expect(parseResult({ ...run, diagnosis: d }).diagnosis).toEqual(d);
    expect(() => parseResult({ ...run, diagnosis: { format_version: 2 } })).toThrow(
      'diagnosis.format_version: expected 1, got 2',
    );
    expect(() => parseResult({ ...run, diagnosis: { format_version: 1, divisions: [] } })).toThrow(
      'diagnosis.conflicts',
    );
  });

  it('keeps exactly the families without which the check passes', () => {
    const families: RuleFamily[] = [{ rule: 'rest' }, { rule: 'limits' }, { rule: 'dates' }];
    // Short unless rest or dates is dropped: the filter drops limits and keeps rest and dates.
    const check = (dropped: readonly RuleFamily[]) =>
      dropped.some((f) => f.rule === 'rest' || f.rule === 'dates') ? 0 : 2;
    let calls = 0;
    const counted = (dropped: readonly RuleFamily[]) => {
      calls++;
      return check(dropped);
    };
    const found = deletionFilter([families], counted, () => false)!;
    expect(found.kept.map((f) => f.rule)).toEqual(['rest', 'dates']);
    expect(found.short).toBe(2);
    expect(calls).toBeGreaterThan(1);
    expect(
      deletionFilter(
        [[{ rule: 'rest' }]],
        () => 0,
        () => false,
      ),
    ).toBeNull();
  });
});
