import { acrossDivisions } from './across-divisions.ts';
import { balancedOrientation } from './balanced-orientation.ts';
import { bipartiteRounds } from './bipartite-rounds.ts';
import type { IndexPair } from './circle-method.ts';
import type { Pairing } from './pairing.ts';
import { partialLeg } from './partial-leg.ts';
import { roundRobin } from './round-robin.ts';

/**
 * About `gamesPerTeam` (T) games for each of `teams`, for the `week` and `season` arguments (Reading 11): full
 * round robins, then part of one more. Invariants: the total is T·n/2 rounded down or up; every team plays T or
 * T±1 (exactly T when n is even); pair repeats over all pairs, those that never meet included, differ by at
 * most 1; home and away differ by at most 1 per team; no team plays twice in a round; rounds are numbered
 * from 1 without gaps. Full legs that come in mirrored couples keep their Berger home/away; the rest is
 * balanced by trail orientation.
 */
export function balancedTotals<T>(teams: readonly T[], gamesPerTeam: number): Pairing<T>[] {
  const n = teams.length;
  if (n < 2 || gamesPerTeam <= 0) return [];
  const fullLegs = Math.floor(gamesPerTeam / (n - 1));
  const rest = gamesPerTeam - fullLegs * (n - 1);
  const roundsPerLeg = n % 2 === 0 ? n - 1 : n;
  const indices = teams.map((_, i) => i);
  const full = roundRobin(indices, fullLegs);
  const partial = partialLeg(n, rest);
  const legRounds = [...new Set(partial.map((m) => m.round))].sort((x, y) => x - y);
  const partialPairings: Pairing<number>[] = partial.map(({ round, pair: [home, visitor] }) => ({
    round: fullLegs * roundsPerLeg + legRounds.indexOf(round) + 1,
    home,
    visitor,
  }));
  return toTeams(teams, rebalanceTail(full, partialPairings, fullLegs, roundsPerLeg, n));
}

/**
 * The across-division form of `balancedTotals`: only (a, b) pairs meet. The total is T·(|A|+|B|)/2 rounded
 * whichever way keeps teams nearer T; within each division teams differ by at most 1 game, and every team is
 * within 1 of T whenever the sizes allow it (T·||A|-|B|| ≤ 2·min(|A|, |B|); otherwise the smaller division's
 * teams necessarily play more). Pair repeats differ by at most 1, home and away by at most 1 per team, no
 * team plays twice in a round, and rounds are numbered from 1 without gaps.
 */
export function balancedTotalsAcross<T>(
  a: readonly T[],
  b: readonly T[],
  gamesPerTeam: number,
): Pairing<T>[] {
  if (a.length === 0 || b.length === 0 || gamesPerTeam <= 0) return [];
  const total = pickTotal(a.length, b.length, gamesPerTeam);
  const cells = a.length * b.length;
  const fullLegs = Math.floor(total / cells);
  const roundsPerLeg = Math.max(a.length, b.length);
  const indicesA = a.map((_, i) => i);
  const indicesB = b.map((_, j) => a.length + j);
  const full = acrossDivisions(indicesA, indicesB, fullLegs);
  const edges = spreadCells(a.length, b.length, total - fullLegs * cells);
  const colours = bipartiteRounds(edges);
  const partial: Pairing<number>[] = edges.map(([i, j], e) => ({
    round: fullLegs * roundsPerLeg + (colours[e] ?? 0) + 1,
    home: i,
    visitor: a.length + j,
  }));
  return toTeams([...a, ...b], rebalanceTail(full, partial, fullLegs, roundsPerLeg, a.length + b.length));
}

/** T·n/2 rounded down or up, whichever keeps the per-team totals of both divisions nearer to T. */
function pickTotal(sizeA: number, sizeB: number, gamesPerTeam: number): number {
  const exact = (gamesPerTeam * (sizeA + sizeB)) / 2;
  const deviation = (total: number): number =>
    Math.max(
      ...[sizeA, sizeB].flatMap((size) => [
        Math.abs(Math.floor(total / size) - gamesPerTeam),
        Math.abs(Math.ceil(total / size) - gamesPerTeam),
      ]),
    );
  const low = Math.floor(exact);
  const high = Math.ceil(exact);
  return deviation(high) < deviation(low) ? high : low;
}

/**
 * `count` distinct cells of an A x B grid with row and column sums each within 1 of one another: cell t sits at
 * (t mod |A|, (t + ⌊t / lcm⌋) mod |B|), which walks one residue class of (column - row) mod gcd per lcm cells.
 */
function spreadCells(sizeA: number, sizeB: number, count: number): IndexPair[] {
  const lcm = (sizeA * sizeB) / gcd(sizeA, sizeB);
  return Array.from({ length: count }, (_, t) => [t % sizeA, (t + Math.floor(t / lcm)) % sizeB] as const);
}

function gcd(x: number, y: number): number {
  return y === 0 ? x : gcd(y, x % y);
}

/**
 * Full legs come in mirrored couples that cancel per team; an unpaired last leg and the partial leg are
 * re-oriented together so each team's home and away stay within 1 overall.
 */
function rebalanceTail(
  full: Pairing<number>[],
  partial: Pairing<number>[],
  fullLegs: number,
  roundsPerLeg: number,
  teamCount: number,
): Pairing<number>[] {
  if (partial.length === 0) return full;
  const tailStart = fullLegs % 2 === 1 ? (fullLegs - 1) * roundsPerLeg : fullLegs * roundsPerLeg;
  const kept = full.filter((p) => p.round <= tailStart);
  const tail = [...full.filter((p) => p.round > tailStart), ...partial];
  const oriented = balancedOrientation(
    teamCount,
    tail.map((p) => [p.home, p.visitor] as const),
  );
  return [
    ...kept,
    ...tail.map((p, i) => {
      const [home, visitor] = oriented[i] as IndexPair;
      return { round: p.round, home, visitor };
    }),
  ];
}

function toTeams<T>(teams: readonly T[], pairings: readonly Pairing<number>[]): Pairing<T>[] {
  return pairings.map((p) => ({ round: p.round, home: teams[p.home] as T, visitor: teams[p.visitor] as T }));
}
