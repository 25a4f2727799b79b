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

/** A season's points per result and the order of its tiebreakers (each named at most once). */
export const ScoringSystemValuesSchema = z.object({
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
});
export type ScoringSystemValues = z.infer<typeof ScoringSystemValuesSchema>;

/** The points a season starts with when nothing chose others: win 3, loss 0, tie 2, OT win 1, OT loss 0. */
export const DEFAULT_SCORING_VALUES: Readonly<ScoringSystemValues> = Object.freeze<ScoringSystemValues>({
  win_points: 3,
  loss_points: 0,
  tie_points: 2,
  overtime_win_points: 1,
  overtime_loss_points: 0,
  tiebreakers: ['points', 'games_played'],
});

/**
 * `GET /api/seasons/{season_id}/scoring_system` and `PATCH /api/scoring_systems/{id}`: a season's scoring
 * system as stored (docs/standings.md#scoring-system).
 */
export const ScoringSystemSchema = z.object({
  id: z.string().uuid().describe('Identifier'),
  ...ScoringSystemValuesSchema.shape,
});
export type ScoringSystem = z.infer<typeof ScoringSystemSchema>;

/** `PATCH /api/scoring_systems/{id}`: any of the values; the ones left out keep theirs. */
export const ScoringSystemUpdateSchema = ScoringSystemValuesSchema.partial();
export type ScoringSystemUpdateInput = z.input<typeof ScoringSystemUpdateSchema>;
export type ScoringSystemUpdate = z.output<typeof ScoringSystemUpdateSchema>;
