import type { Tiebreaker } from '@app/contracts';

// Translation keys written out in full, so the catalog checks can see every key the screens use.

/** Each tiebreaker's name, as the scoring system editor lists it. */
export const TIEBREAKER_LABELS: Record<Tiebreaker, string> = {
  points: 'standings.tiebreaker.points',
  win_pct: 'standings.tiebreaker.win_pct',
  games_played: 'standings.tiebreaker.games_played',
  head_to_head: 'standings.tiebreaker.head_to_head',
  score_difference: 'standings.tiebreaker.score_difference',
  score_for: 'standings.tiebreaker.score_for',
  score_against: 'standings.tiebreaker.score_against',
  wins: 'standings.tiebreaker.wins',
  regulation_wins: 'standings.tiebreaker.regulation_wins',
};

/** The note under a team whose row a tiebreaker separated from the row above ("ahead on head-to-head"). */
export const AHEAD_LABELS: Record<Tiebreaker, string> = {
  points: 'standings.ahead.points',
  win_pct: 'standings.ahead.win_pct',
  games_played: 'standings.ahead.games_played',
  head_to_head: 'standings.ahead.head_to_head',
  score_difference: 'standings.ahead.score_difference',
  score_for: 'standings.ahead.score_for',
  score_against: 'standings.ahead.score_against',
  wins: 'standings.ahead.wins',
  regulation_wins: 'standings.ahead.regulation_wins',
};

/** The five point values of a scoring system, in the editor's order. */
export const POINT_FIELDS = [
  'win_points',
  'loss_points',
  'tie_points',
  'overtime_win_points',
  'overtime_loss_points',
] as const;
export type PointField = (typeof POINT_FIELDS)[number];

export const POINT_LABELS: Record<PointField, string> = {
  win_points: 'standings.scoring.win_points',
  loss_points: 'standings.scoring.loss_points',
  tie_points: 'standings.scoring.tie_points',
  overtime_win_points: 'standings.scoring.overtime_win_points',
  overtime_loss_points: 'standings.scoring.overtime_loss_points',
};

/** The two scores of a forfeit entered without a score (docs/standings.md#forfeits), in the editor's order. */
export const FORFEIT_SCORE_FIELDS = ['forfeit_winner_score', 'forfeit_loser_score'] as const;
export type ForfeitScoreField = (typeof FORFEIT_SCORE_FIELDS)[number];

export const FORFEIT_SCORE_LABELS: Record<ForfeitScoreField, string> = {
  forfeit_winner_score: 'standings.scoring.forfeit_winner_score',
  forfeit_loser_score: 'standings.scoring.forfeit_loser_score',
};
