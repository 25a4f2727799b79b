/**
 * One meeting before it becomes a Game. Generic over the team id so the pure pairing code can be tested with
 * plain numbers. Invariants: `round` counts from 1, `home !== visitor`, and no team appears twice in a round.
 */
export interface Pairing<T> {
  round: number;
  home: T;
  visitor: T;
}

/** One practice: a team alone. `round` counts from 1 per team, so a team's practices have rounds 1..T. */
export interface PracticeItem<T> {
  round: number;
  team: T;
}
