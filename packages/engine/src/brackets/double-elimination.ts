import type { BracketEntrant, BracketGame } from './bracket-game.ts';
import { winnersBracket } from './winners-bracket.ts';

/**
 * A double-elimination bracket for `seeds` (best first). Invariants for n ≥ 2 (no games for fewer): 2n-1 games:
 * the winners' bracket (n-1, as in single elimination), a losers' bracket (n-2) into which the loser of every
 * winners' game drops exactly once, a grand final (winners' champion at home against the losers' champion) and
 * the grand-final reset as the last game, between the grand final's winner and loser. Every (game, take) is
 * referenced at most once and only the reset's winner never is. Games are listed in dependency order and
 * each game's round is above the rounds of the games it depends on.
 */
export function doubleElimination<T>(seeds: readonly T[]): BracketGame<T>[] {
  if (seeds.length < 2) return [];
  const winners = winnersBracket(seeds);
  const games: BracketGame<T>[] = [...winners.games];
  const roundOf = (entrant: BracketEntrant<T>): number =>
    'game' in entrant ? (games[entrant.game]?.round ?? 0) : 0;
  const play = (
    home: BracketEntrant<T>,
    visitor: BracketEntrant<T>,
    bracket: 'losers' | 'final',
  ): { game: number; take: 'winner' } => {
    const round = Math.max(roundOf(home), roundOf(visitor)) + 1;
    games.push({ round, bracket, home, visitor });
    return { game: games.length - 1, take: 'winner' };
  };
  // Pairs adjacent entrants from the end until `target` remain; the first ones wait for the next round.
  const reduce = (entrants: BracketEntrant<T>[], target: number): BracketEntrant<T>[] => {
    const waiting = 2 * target - entrants.length;
    const next = entrants.slice(0, waiting);
    for (let i = waiting; i + 1 < entrants.length; i += 2) {
      next.push(play(entrants[i] as BracketEntrant<T>, entrants[i + 1] as BracketEntrant<T>, 'losers'));
    }
    return next;
  };

  let survivors: BracketEntrant<T>[] = [];
  winners.rounds.forEach((round, index) => {
    const dropped: BracketEntrant<T>[] = round.map((game) => ({ game, take: 'loser' }));
    // Alternate the drop order so a dropped team does not meet the side of the draw it just came from.
    if (index % 2 === 1) dropped.reverse();
    if (index === 0) {
      survivors = dropped;
      return;
    }
    if (survivors.length > dropped.length) survivors = reduce(survivors, dropped.length);
    const merged: BracketEntrant<T>[] = dropped.map((entrant, i) => {
      const survivor = survivors[i];
      return survivor ? play(survivor, entrant, 'losers') : entrant;
    });
    const isLast = index === winners.rounds.length - 1;
    survivors = isLast ? merged : reduce(merged, merged.length / 2);
  });

  const losersChampion = survivors[0] as BracketEntrant<T>;
  const grandFinal = play({ game: winners.final, take: 'winner' }, losersChampion, 'final');
  play(grandFinal, { game: grandFinal.game, take: 'loser' }, 'final');
  return games;
}
