/** Points a league awards per result. Any numbers are allowed, negatives included. */
export interface ScoringSystem {
  win_points: number;
  loss_points: number;
  tie_points: number;
  overtime_win_points: number;
  overtime_loss_points: number;
}

/** A new league's points until it sets its own: win 3, loss 0, tie 2, overtime win 1, overtime loss 0. */
export const DEFAULT_SCORING_SYSTEM: Readonly<ScoringSystem> = Object.freeze({
  win_points: 3,
  loss_points: 0,
  tie_points: 2,
  overtime_win_points: 1,
  overtime_loss_points: 0,
});
