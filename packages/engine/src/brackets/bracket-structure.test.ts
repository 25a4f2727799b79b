import { describe, expect, it } from 'vitest';
import type { GameId, TeamId } from '../model/ids.ts';
import type { Game } from '../model/instance.ts';
import { doubleElimination } from './double-elimination.ts';
import { gameDependencies } from './game-dependencies.ts';
import { bracketSize } from './seed-order.ts';
import { singleElimination } from './single-elimination.ts';
import { asGames, seededTeams } from './test-support.ts';

const SIZES = Array.from({ length: 32 }, (_, i) => i + 2);

const references = (games: readonly Game[]): string[] =>
  games.flatMap((g) => [g.home_from, g.visitor_from]).flatMap((s) => (s ? [`${s.game_id}:${s.take}`] : []));

const entries = (games: readonly Game[]): TeamId[] =>
  games.flatMap((g) => [g.home_id, g.visitor_id]).filter((t): t is TeamId => t !== null);

/** Seeds (1-based) that can reach a game's slot through winner references. */
function seedsFeeding(games: readonly Game[], id: GameId): Set<number> {
  const game = games.find((g) => g.id === id);
  const seeds = new Set<number>();
  if (!game) return seeds;
  for (const [team, source] of [
    [game.home_id, game.home_from],
    [game.visitor_id, game.visitor_from],
  ] as const) {
    if (team !== null) seeds.add(Number(team.slice(1)));
    if (source?.take === 'winner') for (const s of seedsFeeding(games, source.game_id)) seeds.add(s);
  }
  return seeds;
}

function checkCommonStructure(games: readonly Game[], n: number): void {
  expect(entries(games).sort()).toEqual(seededTeams(n).sort());
  const refs = references(games);
  expect(new Set(refs).size).toBe(refs.length);
  const index = new Map(games.map((g, i) => [g.id, i]));
  games.forEach((game, i) => {
    for (const dependency of gameDependencies(game)) {
      const feeder = games[index.get(dependency) ?? Number.POSITIVE_INFINITY];
      expect(index.get(dependency)).toBeLessThan(i);
      expect(feeder?.round ?? Number.POSITIVE_INFINITY).toBeLessThan(game.round ?? 0);
    }
  });
  const unreferenced = games.filter((g) => !refs.includes(`${g.id}:winner`));
  expect(unreferenced.map((g) => g.id)).toEqual([games[games.length - 1]?.id]);
}

function checkByes(games: readonly Game[], n: number): void {
  const size = bracketSize(n);
  const firstRound = new Set(entries(games.filter((g) => g.round === 1)));
  const byes = seededTeams(n).filter((t) => !firstRound.has(t));
  expect(byes).toEqual(seededTeams(size - n));
  for (const team of byes) {
    const first = games.find((g) => g.home_id === team || g.visitor_id === team);
    expect(first?.round).toBe(2);
  }
  // Where there are at least as many first-round games as byes, every bye meets a first-round winner.
  if (size - n <= n - size / 2) {
    for (const team of byes) {
      const first = games.find((g) => g.home_id === team || g.visitor_id === team);
      expect(first?.home_from ?? first?.visitor_from).not.toBeNull();
    }
  }
}

describe('singleElimination', () => {
  it('has n-1 games, each team entering once, unique references and only the final unreferenced (2..33)', () => {
    for (const n of SIZES) {
      const games = asGames(singleElimination(seededTeams(n)));
      expect(games).toHaveLength(n - 1);
      checkCommonStructure(games, n);
      expect(references(games).every((r) => r.endsWith(':winner'))).toBe(true);
    }
  });

  it('gives byes to exactly the top 2^k - n seeds, who first play in round 2', () => {
    for (const n of SIZES) checkByes(asGames(singleElimination(seededTeams(n))), n);
  });

  it('puts seeds 1 and 2 in opposite halves so they can meet only in the final', () => {
    for (const n of SIZES) {
      const games = asGames(singleElimination(seededTeams(n)));
      const final = games[games.length - 1] as Game;
      const halves = [final.home_from, final.visitor_from].map((s) =>
        s ? seedsFeeding(games, s.game_id) : new Set<number>(),
      );
      const home = final.home_id ? new Set([Number(final.home_id.slice(1))]) : halves[0];
      const visitor = final.visitor_id ? new Set([Number(final.visitor_id.slice(1))]) : halves[1];
      expect(home?.has(1)).toBe(true);
      expect(visitor?.has(2)).toBe(true);
    }
  });

  it('pairs the first round of sixteen as 1 v 16, 8 v 9, 4 v 13, 5 v 12, 2 v 15, 7 v 10, 3 v 14, 6 v 11', () => {
    const games = asGames(singleElimination(seededTeams(16))).filter((g) => g.round === 1);
    expect(games.map((g) => `${g.home_id} v ${g.visitor_id}`)).toEqual([
      't1 v t16',
      't8 v t9',
      't4 v t13',
      't5 v t12',
      't2 v t15',
      't7 v t10',
      't3 v t14',
      't6 v t11',
    ]);
  });

  it('has no games for fewer than two teams', () => {
    expect(singleElimination(seededTeams(1))).toEqual([]);
  });
});

describe('doubleElimination', () => {
  it('has 2n-1 games, each team entering once, unique references and only the reset unreferenced (2..33)', () => {
    for (const n of SIZES) {
      const games = asGames(doubleElimination(seededTeams(n)));
      expect(games).toHaveLength(2 * n - 1);
      checkCommonStructure(games, n);
      expect(games.filter((g) => g.bracket === 'winners')).toHaveLength(n - 1);
      expect(games.filter((g) => g.bracket === 'losers')).toHaveLength(n - 2);
      expect(games.slice(-2).map((g) => g.bracket)).toEqual(['final', 'final']);
    }
  });

  it('drops the loser of every winners game into the losers bracket exactly once', () => {
    for (const n of SIZES) {
      const games = asGames(doubleElimination(seededTeams(n)));
      const refs = references(games);
      for (const game of games.filter((g) => g.bracket === 'winners')) {
        expect(refs.filter((r) => r === `${game.id}:loser`)).toHaveLength(1);
      }
      for (const game of games.filter((g) => g.bracket === 'losers')) {
        expect(refs).not.toContain(`${game.id}:loser`);
      }
    }
  });

  it('feeds the grand final from both champions and the reset from the grand final winner and loser', () => {
    for (const n of SIZES) {
      const games = asGames(doubleElimination(seededTeams(n)));
      const [grandFinal, reset] = games.slice(-2) as [Game, Game];
      const winnersFinal = games.filter((g) => g.bracket === 'winners').at(-1);
      expect(grandFinal.home_from).toEqual({ game_id: winnersFinal?.id, take: 'winner' });
      expect(reset.home_from).toEqual({ game_id: grandFinal.id, take: 'winner' });
      expect(reset.visitor_from).toEqual({ game_id: grandFinal.id, take: 'loser' });
    }
  });

  it('gives byes to the top seeds in the winners bracket too', () => {
    for (const n of SIZES) checkByes(asGames(doubleElimination(seededTeams(n))), n);
  });
});
