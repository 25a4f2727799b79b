import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameId, TeamId } from '../model/ids.ts';
import type { Game } from '../model/instance.ts';
import { doubleElimination } from './double-elimination.ts';
import { gameDependencies } from './game-dependencies.ts';
import { resolveBracket } from './resolve-bracket.ts';
import { singleElimination } from './single-elimination.ts';
import { asGames, seededTeams } from './test-support.ts';

type Pick = (home: TeamId, visitor: TeamId, index: number) => TeamId;

/** Enters winners game by game (the list is in dependency order), each chosen by `pick` from known teams. */
function playThrough(games: readonly Game[], pick: Pick): Map<GameId, TeamId> {
  const winners = new Map<GameId, TeamId>();
  games.forEach((game, index) => {
    const teams = resolveBracket(games, winners).get(game.id);
    if (!teams?.home_id || !teams.visitor_id) throw new Error(`game ${game.id} has unknown teams`);
    winners.set(game.id, pick(teams.home_id, teams.visitor_id, index));
  });
  return winners;
}

const betterSeed: Pick = (home, visitor) =>
  Number(home.slice(1)) < Number(visitor.slice(1)) ? home : visitor;

describe('resolveBracket', () => {
  it('advances winners and losers through a whole six-team double elimination bracket', () => {
    const games = asGames(doubleElimination(seededTeams(6)));
    const winners = playThrough(games, betterSeed);
    const resolved = resolveBracket(games, winners);
    for (const game of games) {
      expect(resolved.get(game.id)?.home_id).not.toBeNull();
      expect(resolved.get(game.id)?.visitor_id).not.toBeNull();
    }
    const [grandFinal, reset] = games.slice(-2) as [Game, Game];
    // The better seed wins every game, so seed 1 takes the winners bracket and seed 2 comes back through losers.
    expect(resolved.get(grandFinal.id)).toEqual({ home_id: 't1', visitor_id: 't2' });
    expect(resolved.get(reset.id)).toEqual({ home_id: 't1', visitor_id: 't2' });
  });

  it('eliminates every team after two losses, whatever the results, before the finals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 20 }),
        fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
        (n, picks) => {
          const games = asGames(doubleElimination(seededTeams(n)));
          const winners = playThrough(games, (home, visitor, i) => (picks[i] ? home : visitor));
          const resolved = resolveBracket(games, winners);
          const losses = new Map<TeamId, number>();
          for (const game of games.filter((g) => g.bracket !== 'final')) {
            const teams = resolved.get(game.id);
            for (const team of [teams?.home_id, teams?.visitor_id]) {
              if (team) expect(losses.get(team) ?? 0).toBeLessThan(2);
            }
            const winner = winners.get(game.id);
            const loser = teams?.home_id === winner ? teams?.visitor_id : teams?.home_id;
            if (loser) losses.set(loser, (losses.get(loser) ?? 0) + 1);
          }
          const alive = seededTeams(n).filter((t) => (losses.get(t) ?? 0) < 2);
          expect(alive).toHaveLength(2);
          const grandFinal = resolved.get(games[games.length - 2]?.id as GameId);
          expect(new Set([grandFinal?.home_id, grandFinal?.visitor_id])).toEqual(new Set(alive));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('leaves dependent teams unknown until their feeding game has a winner', () => {
    const games = asGames(singleElimination(seededTeams(4)));
    const resolved = resolveBracket(games, new Map([['g1' as GameId, 't4' as TeamId]]));
    const final = games[2] as Game;
    expect(resolved.get(final.id)).toEqual({ home_id: 't4', visitor_id: null });
  });

  it('rejects a winner who is not one of the teams of the game', () => {
    const games = asGames(singleElimination(seededTeams(4)));
    expect(() => resolveBracket(games, new Map([['g1' as GameId, 't2' as TeamId]]))).toThrow(RangeError);
  });

  it('rejects a winner for a game whose teams are not known yet', () => {
    const games = asGames(singleElimination(seededTeams(4)));
    expect(() => resolveBracket(games, new Map([['g3' as GameId, 't1' as TeamId]]))).toThrow(RangeError);
  });
});

describe('gameDependencies', () => {
  it('lists each feeding game once, so a reset depends only on the grand final', () => {
    const games = asGames(doubleElimination(seededTeams(4)));
    const [grandFinal, reset] = games.slice(-2) as [Game, Game];
    expect(gameDependencies(reset)).toEqual([grandFinal.id]);
    expect(gameDependencies(games[0] as Game)).toEqual([]);
  });
});
