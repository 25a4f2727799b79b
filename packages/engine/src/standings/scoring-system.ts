/**
 * The rules that can order tied teams. The same names, in the same order, as the API's list in
 * packages/contracts/src/standings/scoring-system.ts (the engine imports nothing from the repository, so the
 * list is written out here; docs/standings.md#ranking describes each rule).
 */
export const TIEBREAKERS = [
  'points',
  'win_pct',
  'games_played',
  'head_to_head',
  'score_difference',
  'score_for',
  'score_against',
  'wins',
  'regulation_wins',
] as const;
export type Tiebreaker = (typeof TIEBREAKERS)[number];

/**
 * Which way each rule ranks: 1 when the higher value ranks first, -1 when the lower one does (only
 * score_against: fewer conceded ranks first). games_played ranks more games first: in a points table the
 * points are what a team has banked, and games in hand are not points yet (docs/standings.md#ranking).
 */
export const TIEBREAKER_DIRECTION: Readonly<Record<Tiebreaker, 1 | -1>> = Object.freeze({
  points: 1,
  win_pct: 1,
  games_played: 1,
  head_to_head: 1,
  score_difference: 1,
  score_for: 1,
  score_against: -1,
  wins: 1,
  regulation_wins: 1,
});

/** The order a table uses when the league chose none: points, then more games played. */
export const DEFAULT_TIEBREAKERS: readonly Tiebreaker[] = Object.freeze(['points', 'games_played'] as const);

/** The score written in the score columns for a forfeit entered without a score. */
export interface ForfeitScore {
  /** Credited to the side that did not forfeit. */
  winner: number;
  /** Credited to the side that forfeited. */
  loser: number;
}

export const DEFAULT_FORFEIT_SCORE: Readonly<ForfeitScore> = Object.freeze({ winner: 1, loser: 0 });

/** Points a league awards per result and how it orders its table. Any points are allowed, negatives included. */
export interface ScoringSystem {
  win_points: number;
  loss_points: number;
  tie_points: number;
  overtime_win_points: number;
  overtime_loss_points: number;
  /** Ranking order: the first rule ranks, each next one separates teams still tied. Default DEFAULT_TIEBREAKERS. */
  tiebreakers?: readonly Tiebreaker[];
  /** Score columns of a forfeit entered without a score. Default 1–0. */
  forfeit_score?: ForfeitScore;
  /** Whether forfeits count in the head-to-head mini-table. Default true. */
  forfeit_counts_in_head_to_head?: boolean;
}

/** A new league's points until it sets its own: win 3, loss 0, tie 2, overtime win 1, overtime loss 0. */
export const DEFAULT_SCORING_SYSTEM: Readonly<Required<ScoringSystem>> = Object.freeze({
  win_points: 3,
  loss_points: 0,
  tie_points: 2,
  overtime_win_points: 1,
  overtime_loss_points: 0,
  tiebreakers: DEFAULT_TIEBREAKERS,
  forfeit_score: DEFAULT_FORFEIT_SCORE,
  forfeit_counts_in_head_to_head: true,
});
