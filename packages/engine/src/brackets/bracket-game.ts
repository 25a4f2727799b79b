import type { Bracket } from '../model/instance.ts';

/** Where a bracket slot's team comes from: a seeded team, or the winner or loser of an earlier game by index. */
export type BracketEntrant<T> = { team: T } | { game: number; take: 'winner' | 'loser' };

/**
 * A bracket game before ids are given: `from` references point at an earlier index of the same list, so the
 * list is in dependency order. `round` is larger than the round of every game it depends on.
 */
export interface BracketGame<T> {
  round: number;
  bracket: Bracket;
  home: BracketEntrant<T>;
  visitor: BracketEntrant<T>;
}
