import type { GameRow } from './game-rows.ts';

/** One bracket (winners, losers or final) as columns of rounds, each a list of games in order. */
export interface BracketSection {
  bracket: 'winners' | 'losers' | 'final';
  rounds: { round: number; games: GameRow[] }[];
}

const ORDER = ['winners', 'losers', 'final'] as const;

/** The bracket view's layout: sections in winners, losers, final order, rounds ascending. */
export function bracketLayout(rows: readonly GameRow[]): BracketSection[] {
  return ORDER.flatMap((bracket) => {
    const games = rows.filter((r) => (r.game.bracket ?? 'winners') === bracket);
    if (games.length === 0) return [];
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
          .map(([round, list]) => ({ round, games: list })),
      },
    ];
  });
}

/** A side's name, or TBD while the game feeding it has no winner. */
export const sideName = (name: string, known: boolean, tbd: string) => (known ? name : tbd);
