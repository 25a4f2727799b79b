import { buildGameTable } from '../assign/game-table.ts';
import { Search } from '../assign/search.ts';
import type { Game, Instance } from '../model/instance.ts';
import { buildSolveModel } from '../model/solve-model.ts';

/**
 * The diagnosis's check of a changed instance: re-places the games of some schedules only, every other game
 * of the run fixed in its slot, with the solver's own search (so every hard rule is the solver's). The search
 * stops as soon as every game is placed, or after `maxPauses` of its pauses: both are counted in iterations,
 * never in time, so a diagnosis is the same on a slow machine.
 */
export interface QuickSolveOptions {
  seed: number;
  /** The search pauses every few placements or repair steps; this bounds the work of one check. */
  maxPauses: number;
}

export interface QuickSolveAnswer {
  /** Games of the re-solved schedules placed, and how many there are. */
  placed: number;
  total: number;
  /** Placed games of the re-solved schedules per division id. */
  placedByDivision: Map<string, number>;
  /** The re-solved schedules' games with their slots (null: unplaced) and orientation. */
  games: Game[];
}

/** The instance the check solves: only `scheduleIds`, the run's other placed games fixed where they are. */
export function fixOthers(
  instance: Instance,
  runGames: readonly Game[],
  scheduleIds: ReadonlySet<string>,
): Instance {
  const fixedIds = new Set(instance.fixed_games.map((g) => g.id as string));
  const slotIds = new Set(instance.timeslots.map((t) => t.id as string));
  const others = runGames.filter(
    (g) =>
      !scheduleIds.has(g.schedule_id) &&
      g.timeslot_id !== null &&
      slotIds.has(g.timeslot_id) &&
      !fixedIds.has(g.id),
  );
  return {
    ...instance,
    schedules: instance.schedules.filter((s) => scheduleIds.has(s.id)),
    fixed_games: [...instance.fixed_games, ...others],
  };
}

/**
 * Solves `scheduleIds` of `instance` again with the run's other games fixed (see fixOthers). `runGames` are
 * the run's games: their pairings are kept, their slots of the re-solved schedules are not (fixed games keep
 * theirs).
 */
export function quickSolve(
  instance: Instance,
  runGames: readonly Game[],
  scheduleIds: ReadonlySet<string>,
  options: QuickSolveOptions,
): QuickSolveAnswer {
  const single = fixOthers(instance, runGames, scheduleIds);
  const games = runGames.filter((g) => scheduleIds.has(g.schedule_id));
  const model = buildSolveModel(single);
  const table = buildGameTable(model, games);
  const search = new Search(model, table, options.seed);
  let pauses = 0;
  for (const progress of search.run()) {
    if (progress.scheduled === progress.total) break;
    if (++pauses >= options.maxPauses) break;
  }
  search.finish();
  const placedByDivision = new Map<string, number>();
  let placed = 0;
  const out: Game[] = [];
  for (let g = 0; g < table.resultCount; g++) {
    const game = table.games[g]!;
    const s = search.state.slotOf[g]!;
    const flipped = search.state.flipped[g] === 1;
    out.push({
      ...game,
      home_id: flipped ? game.visitor_id : game.home_id,
      visitor_id: flipped ? game.home_id : game.visitor_id,
      home_from: flipped ? game.visitor_from : game.home_from,
      visitor_from: flipped ? game.home_from : game.visitor_from,
      timeslot_id: s >= 0 ? single.timeslots[s]!.id : null,
    });
    if (s < 0) continue;
    placed++;
    const division = table.games[g]!.division_id as string;
    placedByDivision.set(division, (placedByDivision.get(division) ?? 0) + 1);
  }
  return { placed, total: table.resultCount, placedByDivision, games: out };
}
