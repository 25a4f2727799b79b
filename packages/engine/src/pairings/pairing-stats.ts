import type { Pairing } from './pairing.ts';

/** Home and away totals of one team over a list of pairings. */
export interface HomeAway {
  home: number;
  away: number;
}

/** Per-team home/away totals, keyed by team, for every team that appears in `pairings`. */
export function homeAwayTotals<T>(pairings: readonly Pairing<T>[]): Map<T, HomeAway> {
  const totals = new Map<T, HomeAway>();
  const entry = (team: T): HomeAway => {
    const existing = totals.get(team);
    if (existing) return existing;
    const created = { home: 0, away: 0 };
    totals.set(team, created);
    return created;
  };
  for (const pairing of pairings) {
    entry(pairing.home).home += 1;
    entry(pairing.visitor).away += 1;
  }
  return totals;
}

/** Every unordered pair of one division, in team order: the allowed pairs of a one-division schedule. */
export function allPairs<T>(teams: readonly T[]): (readonly [T, T])[] {
  return teams.flatMap((a, i) => teams.slice(i + 1).map((b) => [a, b] as const));
}

/** Every (a, b) with a in A and b in B: the allowed pairs of an across-division schedule. */
export function crossPairs<T>(a: readonly T[], b: readonly T[]): (readonly [T, T])[] {
  return a.flatMap((x) => b.map((y) => [x, y] as const));
}

/**
 * How often each allowed unordered pair meets, keyed by the `allowed` tuples themselves, so pairs that never
 * meet are present with 0: repeat spreads must count them (Reading 11). Meetings of pairs not allowed are
 * ignored.
 */
export function pairCounts<T>(
  pairings: readonly Pairing<T>[],
  allowed: readonly (readonly [T, T])[],
): Map<readonly [T, T], number> {
  const counts = new Map<readonly [T, T], number>();
  const byTeams = new Map<T, Map<T, readonly [T, T]>>();
  for (const pair of allowed) {
    counts.set(pair, 0);
    const [a, b] = pair;
    if (!byTeams.has(a)) byTeams.set(a, new Map());
    if (!byTeams.has(b)) byTeams.set(b, new Map());
    byTeams.get(a)?.set(b, pair);
    byTeams.get(b)?.set(a, pair);
  }
  for (const { home, visitor } of pairings) {
    const pair = byTeams.get(home)?.get(visitor);
    if (pair) counts.set(pair, (counts.get(pair) ?? 0) + 1);
  }
  return counts;
}

/**
 * Breaks per team: two consecutive games (by round, rests skipped) both at home or both away. Rounds are
 * compared in order, so a team's pairings must carry distinct rounds.
 */
export function breakCounts<T>(pairings: readonly Pairing<T>[]): Map<T, number> {
  const sequences = new Map<T, { round: number; isHome: boolean }[]>();
  const push = (team: T, round: number, isHome: boolean): void => {
    const list = sequences.get(team) ?? [];
    list.push({ round, isHome });
    sequences.set(team, list);
  };
  for (const { round, home, visitor } of pairings) {
    push(home, round, true);
    push(visitor, round, false);
  }
  const breaks = new Map<T, number>();
  for (const [team, list] of sequences) {
    list.sort((x, y) => x.round - y.round);
    let count = 0;
    for (let i = 1; i < list.length; i += 1) {
      if (list[i]?.isHome === list[i - 1]?.isHome) count += 1;
    }
    breaks.set(team, count);
  }
  return breaks;
}
