import type { Game, Instance, Result } from '../model/instance.ts';
import { applyFixToInstance } from './apply-fix.ts';
import { capacityFunnel, type DivisionCapacity } from './capacity-funnel.ts';
import { candidateFamilies, conflictRules, deletionFilter, divisionCheck } from './conflict-set.ts';
import type { ConflictSet, Diagnosis, WhatIf } from './diagnosis.ts';
import { quickSolve } from './quick-solve.ts';
import { type FixCandidate, fixCandidates } from './what-ifs.ts';

export interface DiagnoseOptions {
  /** Seed of every re-solve; default 1. Same instance, result and seed: same diagnosis. */
  seed?: number;
  /**
   * Safety net (default 20 s): past it, the conflicting sets and fixes not yet checked are left out. The
   * checks themselves are bounded in iterations, so the answer depends on the clock only past this limit.
   */
  timeLimitMs?: number;
  /** Clock in milliseconds, for tests; default Date.now. */
  now?: () => number;
}

const MAX_FIXES = 6;
/** Search pauses after construction that one check may take (a pause is 16 repair steps). */
const CHECK_PAUSES = 30;

const pauses = (games: number) => Math.ceil(games / 8) + CHECK_PAUSES;

/**
 * Why a run ended below 100% and what would fix it (docs/diagnosis.md, "The engine"): per division with
 * unscheduled items, the capacity left after each rule in turn and the teams where it binds; a minimal set
 * of conflicting rules found by a deletion filter over the rule families, each step checked by re-solving
 * the division's schedules with every other game fixed; and what-if fixes, each checked the same way over
 * the short schedules, ranked by the games they place, then slots and settings before a team's own rule, then by the size of the
 * change.
 * `instance` is the instance that was solved and `result` the run's answer (unplaced games have a null slot).
 */
export async function diagnose(
  instance: Instance,
  result: Result,
  options: DiagnoseOptions = {},
): Promise<Diagnosis> {
  const now = options.now ?? Date.now;
  const started = now();
  const deadline = started + (options.timeLimitMs ?? 20_000);
  const outOfTime = () => now() >= deadline;
  const seed = options.seed ?? 1;
  const runGames: Game[] = result.games;
  const solved = new Set(instance.schedules.map((s) => s.id as string));

  const shortIds: string[] = [];
  for (const g of runGames) {
    if (g.timeslot_id === null && solved.has(g.schedule_id) && !shortIds.includes(g.division_id))
      shortIds.push(g.division_id);
  }
  const order = new Map(instance.divisions.map((d, i) => [d.id as string, i]));
  shortIds.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));

  const capacities: DivisionCapacity[] = [];
  for (const id of shortIds) {
    capacities.push(capacityFunnel(instance, runGames, id));
    await yieldNow();
  }
  const nameOf = (c: DivisionCapacity) => c.diagnosis.division;

  const conflicts: ConflictSet[] = [];
  for (const capacity of capacities) {
    if (outOfTime()) break;
    const check = divisionCheck(instance, runGames, capacity, {
      seed,
      maxPauses: pauses(capacity.diagnosis.games),
    });
    const found = deletionFilter(candidateFamilies(instance, capacity), check, outOfTime);
    await yieldNow();
    if (!found) continue;
    conflicts.push({
      division_id: capacity.diagnosis.division_id,
      games: found.short,
      rules: conflictRules(instance, capacity, found.kept, nameOf(capacity)),
    });
  }

  // Fixes: each re-solves every short schedule together (a fix for one division may free slots for another).
  const shortSchedules = new Set(capacities.flatMap((c) => c.scheduleIds));
  const affectedGames = runGames.filter((g) => shortSchedules.has(g.schedule_id));
  const placedBefore = affectedGames.filter((g) => g.timeslot_id !== null).length;
  const unscheduled = runGames.filter((g) => g.timeslot_id === null && solved.has(g.schedule_id)).length;
  const totalShort = capacities.reduce((n, c) => n + c.diagnosis.unscheduled, 0);
  const checked: { candidate: FixCandidate; places: number; order: number }[] = [];
  let n = 0;
  for (const capacity of capacities) {
    const own = capacity.diagnosis.unscheduled;
    const counts = [own, totalShort, totalShort + Math.ceil(totalShort / 2)];
    let bestAdd: { candidate: FixCandidate; places: number; order: number } | null = null;
    for (const candidate of fixCandidates(instance, capacity, nameOf(capacity), counts, runGames)) {
      if (outOfTime()) break;
      // More slots of the same shape cannot place more than all of them.
      if (candidate.fix.kind === 'add_slots' && bestAdd && bestAdd.places >= unscheduled) continue;
      const answer = quickSolve(applyFixToInstance(instance, candidate.fix), runGames, shortSchedules, {
        seed,
        maxPauses: pauses(affectedGames.length),
      });
      await yieldNow();
      const places = Math.min(unscheduled, Math.max(0, answer.placed - placedBefore));
      if (places <= 0) continue;
      const entry = { candidate, places, order: n++ };
      // Of the slot counts tried, keep the smallest that places the most.
      if (candidate.fix.kind === 'add_slots') {
        if (!bestAdd || places > bestAdd.places) bestAdd = entry;
        continue;
      }
      checked.push(entry);
    }
    if (bestAdd) checked.push(bestAdd);
  }
  // A team's own rule is relaxed only as a last resort: it undoes what the team asked for (docs/diagnosis.md).
  const teamRule = (c: { candidate: { fix: { kind: string } } }) =>
    c.candidate.fix.kind === 'relax_team_rule' ? 1 : 0;
  checked.sort(
    (a, b) =>
      b.places - a.places ||
      teamRule(a) - teamRule(b) ||
      a.candidate.size - b.candidate.size ||
      a.order - b.order,
  );
  const fixes: WhatIf[] = checked.slice(0, MAX_FIXES).map(({ candidate, places }, i) => ({
    id: `f${i + 1}`,
    fix: candidate.fix,
    reason: candidate.reason,
    division_ids: candidate.divisionIds,
    places,
    unscheduled_after: unscheduled - places,
    complete: unscheduled - places === 0,
  }));

  return {
    format_version: 1,
    divisions: capacities.map((c) => c.diagnosis),
    conflicts,
    fixes,
    elapsed_ms: Math.round(now() - started),
  };
}

/** Lets the event loop run between checks, so a server answering other requests stays responsive. */
function yieldNow(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
