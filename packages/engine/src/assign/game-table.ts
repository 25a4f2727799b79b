import type { Game } from '../model/instance.ts';
import type { SolveModel } from '../model/solve-model.ts';

/**
 * All games of one solve as flat arrays: the solved schedules' games first (they appear in the result), then
 * fixed games of other schedules (they only constrain). A game whose id is a fixed game's keeps that slot
 * (Reading 12). Team indexes are -1 where a team is not known yet (bracket games fed by earlier games).
 */
export interface GameTable {
  count: number;
  /** Games listed in the result: indexes 0..resultCount-1. */
  resultCount: number;
  games: Game[];
  index: Map<string, number>;
  schedule: Int32Array;
  home: Int32Array;
  visitor: Int32Array;
  isPractice: Uint8Array;
  fixed: Uint8Array;
  /** Slot a fixed game is locked to, else -1. */
  fixedSlot: Int32Array;
  feeders: number[][];
  dependents: number[][];
}

/** Builds the table; unknown team or slot references of fixed games are ignored rather than trusted. */
export function buildGameTable(model: SolveModel, solved: Game[]): GameTable {
  const fixedById = new Map(model.instance.fixed_games.map((g) => [g.id as string, g]));
  const solvedIds = new Set(solved.map((g) => g.id as string));
  const games = [...solved, ...model.instance.fixed_games.filter((g) => !solvedIds.has(g.id))];
  const n = games.length;
  const table: GameTable = {
    count: n,
    resultCount: solved.length,
    games,
    index: new Map(games.map((g, i) => [g.id as string, i])),
    schedule: new Int32Array(n),
    home: new Int32Array(n),
    visitor: new Int32Array(n),
    isPractice: new Uint8Array(n),
    fixed: new Uint8Array(n),
    fixedSlot: new Int32Array(n).fill(-1),
    feeders: games.map(() => []),
    dependents: games.map(() => []),
  };
  games.forEach((game, i) => {
    table.schedule[i] = model.scheduleIndex.get(game.schedule_id) ?? model.params.neutral;
    table.home[i] = game.home_id === null ? -1 : (model.teamIndex.get(game.home_id) ?? -1);
    table.visitor[i] = game.visitor_id === null ? -1 : (model.teamIndex.get(game.visitor_id) ?? -1);
    table.isPractice[i] = game.is_practice ? 1 : 0;
    const fixedGame = fixedById.get(game.id);
    const slotId = fixedGame?.timeslot_id ?? null;
    if (slotId !== null) {
      const slot = model.slots.index.get(slotId);
      if (slot !== undefined) {
        table.fixed[i] = 1;
        table.fixedSlot[i] = slot;
      }
    }
    for (const source of [game.home_from, game.visitor_from]) {
      if (source === null) continue;
      const feeder = table.index.get(source.game_id);
      if (feeder === undefined || feeder === i) continue;
      if (!table.feeders[i]!.includes(feeder)) {
        table.feeders[i]!.push(feeder);
        table.dependents[feeder]!.push(i);
      }
    }
  });
  return table;
}
