import { type ScoringSystemValues, ScoringSystemValuesSchema, TiebreakerSchema } from '@app/contracts';
import { z } from 'zod';

// Local copies of the standings answers until standings-api's contracts (packages/contracts/src/standings/)
// reach main: the same names and shapes as docs/standings.md gives them. Removed at that merge.

export const StandingRowSchema = z.object({
  team_id: z.string(),
  name: z.string(),
  division_name: z.string(),
  games_played: z.number(),
  win: z.number(),
  loss: z.number(),
  tie: z.number(),
  overtime_win: z.number(),
  overtime_loss: z.number(),
  win_pct: z.number(),
  home: z.number(),
  away: z.number(),
  points: z.number(),
  score_for: z.number(),
  score_against: z.number(),
  score_difference: z.number(),
  games_behind: z.number(),
  rank: z.number(),
  tiebreak: TiebreakerSchema.nullable(),
});
export type StandingRow = z.infer<typeof StandingRowSchema>;

export const ScoringSystemSchema = z.object({ id: z.string(), ...ScoringSystemValuesSchema.shape });
export type ScoringSystem = z.infer<typeof ScoringSystemSchema>;
export type ScoringSystemUpdateInput = Partial<ScoringSystemValues>;

const TableSchema = z.object({ id: z.string(), name: z.string(), rows: z.array(StandingRowSchema) });

export const StandingsSchema = z.object({
  scoring_system: ScoringSystemSchema,
  league: z.object({ rows: z.array(StandingRowSchema) }),
  divisions: z.array(TableSchema),
  conferences: z.array(TableSchema),
});
export type Standings = z.infer<typeof StandingsSchema>;

export const ConferenceSchema = z.object({
  id: z.string(),
  season_id: z.string(),
  name: z.string(),
  team_ids: z.array(z.string()),
});
export type Conference = z.infer<typeof ConferenceSchema>;
export const ConferenceListSchema = z.object({ conferences: z.array(ConferenceSchema) });
export type ConferenceCreateInput = { season_id: string; name: string; team_ids: string[] };
export type ConferenceUpdateInput = { name?: string; team_ids?: string[] };

export const AdjustmentSchema = z.object({
  id: z.string(),
  season_id: z.string(),
  team_id: z.string(),
  points: z.number(),
  reason: z.string(),
});
export type Adjustment = z.infer<typeof AdjustmentSchema>;
export const AdjustmentListSchema = z.object({ adjustments: z.array(AdjustmentSchema) });
export type AdjustmentCreateInput = { team_id: string; points: number; reason: string };
export type AdjustmentUpdateInput = Partial<AdjustmentCreateInput>;

export const ADJUSTMENT_POINTS_MAX = 1000;
