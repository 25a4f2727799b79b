import type { GameRow } from './game-rows.ts';

/** One bracket (winners, losers or final) as columns of rounds, each a list of games in order. */
export interface BracketSection {
  bracket: 'winners' | 'losers' | 'final';
  rounds: { round: number; games: GameRow[] }[];
}

const ORDER = ['winners', 'losers', 'final'] as const;

/**
 * Where each game of one section is drawn, as a path from the section's last game: the game a result goes
 * to within the section (its parent) comes first, then 0 when the game feeds the parent's home side or 1 for
 * its visitor side (the engine's draw puts the better seed of each half in the upper slot and makes it the
 * home side: packages/engine/src/brackets/winners-bracket.ts, so seed 1 is drawn at the top). Sorting a
 * round by these paths draws every game beside the game its winner meets next, whatever order the games
 * start in: the pairings come from the home_from / visitor_from links alone. A game whose result leaves the
 * section (a final, or a loser dropping to the lower bracket) starts a path at its place among the rows.
 */
function drawPaths(games: readonly GameRow[]): Map<string, number[]> {
  const ids = new Set(games.map((row) => row.id));
  const parent = new Map<string, { id: string; side: number }>();
  for (const row of games) {
    const sides = [row.game.home_from, row.game.visitor_from];
    sides.forEach((from, side) => {
      if (from && ids.has(from.game_id) && !parent.has(from.game_id))
        parent.set(from.game_id, { id: row.id, side });
    });
  }
  const paths = new Map<string, number[]>();
  const pathOf = (row: GameRow, index: number, open: Set<string>): number[] => {
    const known = paths.get(row.id);
    if (known) return known;
    const up = parent.get(row.id);
    const upRow = up && !open.has(up.id) ? games.find((g) => g.id === up.id) : undefined;
    open.add(row.id);
    const path = up && upRow ? [...pathOf(upRow, games.indexOf(upRow), open), up.side] : [index];
    paths.set(row.id, path);
    return path;
  };
  games.forEach((row, index) => {
    pathOf(row, index, new Set());
  });
  return paths;
}

function comparePaths(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
  }
  return a.length - b.length;
}

/**
 * The bracket view's layout: sections in winners, losers, final order, rounds ascending, and each round in the
 * order its games' winners meet in the later rounds (see drawPaths).
 */
export function bracketLayout(rows: readonly GameRow[]): BracketSection[] {
  return ORDER.flatMap((bracket) => {
    const games = rows.filter((r) => (r.game.bracket ?? 'winners') === bracket);
    if (games.length === 0) return [];
    const paths = drawPaths(games);
    const rounds = new Map<number, GameRow[]>();
    for (const row of games) {
      const round = row.game.round ?? 1;
      rounds.set(round, [...(rounds.get(round) ?? []), row]);
    }
    return [
      {
        bracket,
        rounds: [...rounds.entries()]
          .sort(([a], [b]) => a - b)
          .map(([round, list]) => ({
            round,
            games: [...list].sort((a, b) => comparePaths(paths.get(a.id) ?? [], paths.get(b.id) ?? [])),
          })),
      },
    ];
  });
}

/** A side's name, or TBD while the game feeding it has no winner. */
export const sideName = (name: string, known: boolean, tbd: string) => (known ? name : tbd);
