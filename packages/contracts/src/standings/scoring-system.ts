import { z } from 'zod';

/**
 * The rules that can order tied teams, in the names the API uses (docs/standings.md once built; today
 * docs/wizard.md#sport-presets lists which sport starts with which).
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
export const TiebreakerSchema = z.enum(TIEBREAKERS, {
  error: `must be one of ${TIEBREAKERS.join(', ')}`,
});
export type Tiebreaker = z.infer<typeof TiebreakerSchema>;

const points = (description: string) =>
  z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(-100, 'must be at least -100')
    .max(100, 'must be at most 100')
    .describe(description);

const forfeitScore = (description: string) =>
  z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be at least 0')
    .max(999, 'must be at most 999')
    .describe(description);

/** The score columns of a forfeit entered without a score, and whether forfeits count in head-to-head. */
export const DEFAULT_FORFEIT_VALUES = Object.freeze({
  forfeit_winner_score: 1,
  forfeit_loser_score: 0,
  forfeit_counts_in_head_to_head: true,
});

/** Every value of a scoring system, none with a default: the base of the full values and of a PATCH. */
const scoringFields = {
  win_points: points('Points for a win'),
  loss_points: points('Points for a loss'),
  tie_points: points('Points for a tie'),
  overtime_win_points: points('Points for a win in overtime'),
  overtime_loss_points: points('Points for a loss in overtime'),
  tiebreakers: z
    .array(TiebreakerSchema)
    .max(TIEBREAKERS.length)
    .refine((list) => new Set(list).size === list.length, 'must not name a tiebreaker twice')
    .describe('Ranking order: the first rule ranks, each next one separates teams still tied'),
  forfeit_winner_score: forfeitScore(
    'Score of the side that did not forfeit, for a forfeit entered without a score',
  ),
  forfeit_loser_score: forfeitScore(
    'Score of the side that forfeited, for a forfeit entered without a score',
  ),
  forfeit_counts_in_head_to_head: z
    .boolean({ error: 'must be true or false' })
    .describe('Whether forfeits count in the head-to-head mini-table'),
};

/** The message of a forfeit score whose loser would score more than its winner. */
export const FORFEIT_ORDER_MESSAGE = 'must not be more than forfeit_winner_score';

/** A forfeit's loser never outscores its winner; checked when both are given (a PATCH checks the stored one). */
function checkForfeitOrder(
  values: { forfeit_winner_score?: number | undefined; forfeit_loser_score?: number | undefined },
  ctx: z.RefinementCtx,
): void {
  const { forfeit_winner_score: winner, forfeit_loser_score: loser } = values;
  if (winner !== undefined && loser !== undefined && loser > winner) {
    ctx.addIssue({ code: 'custom', path: ['forfeit_loser_score'], message: FORFEIT_ORDER_MESSAGE });
  }
}

/**
 * A season's points per result, the order of its tiebreakers (each named at most once) and its forfeit rules.
 * The forfeit values default to 1–0 and yes, so a league document or a sport preset written before them
 * still reads (docs/standings.md#forfeits).
 */
export const ScoringSystemValuesSchema = z
  .object({
    ...scoringFields,
    forfeit_winner_score: scoringFields.forfeit_winner_score.default(
      DEFAULT_FORFEIT_VALUES.forfeit_winner_score,
    ),
    forfeit_loser_score: scoringFields.forfeit_loser_score.default(
      DEFAULT_FORFEIT_VALUES.forfeit_loser_score,
    ),
    forfeit_counts_in_head_to_head: scoringFields.forfeit_counts_in_head_to_head.default(
      DEFAULT_FORFEIT_VALUES.forfeit_counts_in_head_to_head,
    ),
  })
  .superRefine(checkForfeitOrder);
export type ScoringSystemValues = z.output<typeof ScoringSystemValuesSchema>;
/** The values as written by hand (a sport preset): the forfeit ones may be left to their defaults. */
export type ScoringSystemValuesInput = z.input<typeof ScoringSystemValuesSchema>;

/** The points a season starts with when nothing chose others: win 3, loss 0, tie 2, OT win 1, OT loss 0. */
export const DEFAULT_SCORING_VALUES: Readonly<ScoringSystemValues> = Object.freeze<ScoringSystemValues>({
  win_points: 3,
  loss_points: 0,
  tie_points: 2,
  overtime_win_points: 1,
  overtime_loss_points: 0,
  tiebreakers: ['points', 'games_played'],
  ...DEFAULT_FORFEIT_VALUES,
});

/**
 * `GET /api/seasons/{season_id}/scoring_system` and `PATCH /api/scoring_systems/{id}`: a season's scoring
 * system as stored (docs/standings.md#scoring-system).
 */
export const ScoringSystemSchema = z.object({
  id: z.string().uuid().describe('Identifier'),
  ...scoringFields,
});
export type ScoringSystem = z.infer<typeof ScoringSystemSchema>;

/**
 * `PATCH /api/scoring_systems/{id}`: any of the values; the ones left out keep theirs (no defaults here, or a
 * PATCH of the points would reset the forfeit rules).
 */
export const ScoringSystemUpdateSchema = z.object(scoringFields).partial().superRefine(checkForfeitOrder);
export type ScoringSystemUpdateInput = z.input<typeof ScoringSystemUpdateSchema>;
export type ScoringSystemUpdate = z.output<typeof ScoringSystemUpdateSchema>;
