import type { PracticeItem } from './pairing.ts';

/**
 * `perTeam` practices for every team, one per round 1..perTeam, listed round by round in team order.
 * Invariant: each team has exactly `perTeam` items (Reading 11: T = count for `rounds` and `season`,
 * count × weeks for `week`).
 */
export function practices<T>(teams: readonly T[], perTeam: number): PracticeItem<T>[] {
  const items: PracticeItem<T>[] = [];
  for (let round = 1; round <= perTeam; round += 1) {
    for (const team of teams) items.push({ round, team });
  }
  return items;
}
