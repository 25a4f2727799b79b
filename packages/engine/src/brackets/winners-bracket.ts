import type { BracketEntrant, BracketGame } from './bracket-game.ts';
import { bracketSize, seedOrder } from './seed-order.ts';

/** A single-elimination tree: its games, the game indices of each round, and the index of its final. */
export interface WinnersBracket<T> {
  games: BracketGame<T>[];
  /** rounds[r] holds the indices of round r+1's games, top of the draw first. */
  rounds: number[][];
  final: number;
}

/**
 * The winners' side of any elimination bracket for `seeds` (best first, at least 2): a standard draw of the
 * next power of two, where the missing seeds are byes, so the top 2^k - n seeds skip round 1 and first play in
 * round 2. The upper slot of every game holds the better seed of its half and is the home side.
 */
export function winnersBracket<T>(seeds: readonly T[]): WinnersBracket<T> {
  const size = bracketSize(seeds.length);
  const games: BracketGame<T>[] = [];
  const rounds: number[][] = [];
  // A missing seed is null: its opponent has a bye and goes through without a game. Seeds are ≥ 2^(k-1) + 1
  // when missing, so two missing seeds never meet and a null never survives round 1.
  let entrants: (BracketEntrant<T> | null)[] = seedOrder(size).map((seed) =>
    seed <= seeds.length ? { team: seeds[seed - 1] as T } : null,
  );
  while (entrants.length > 1) {
    const round: number[] = [];
    const next: (BracketEntrant<T> | null)[] = [];
    for (let i = 0; i < entrants.length; i += 2) {
      const upper = entrants[i] ?? null;
      const lower = entrants[i + 1] ?? null;
      if (upper === null || lower === null) {
        next.push(upper ?? lower);
        continue;
      }
      round.push(games.length);
      next.push({ game: games.length, take: 'winner' });
      games.push({ round: rounds.length + 1, bracket: 'winners', home: upper, visitor: lower });
    }
    rounds.push(round);
    entrants = next;
  }
  return { games, rounds, final: games.length - 1 };
}
