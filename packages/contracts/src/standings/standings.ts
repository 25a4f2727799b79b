import { z } from 'zod';
import { ScoringSystemSchema, TiebreakerSchema } from './scoring-system.ts';

const count = (description: string) => z.number().int().min(0).describe(description);

/**
 * One team's line of a standings table (docs/standings.md#the-table). win and loss are regulation results (a
 * forfeit counts as one); a tie is half a win in win_pct; points include the team's adjustments.
 */
export const StandingRowSchema = z.object({
  team_id: z.string().uuid(),
  name: z.string(),
  division_name: z.string(),
  games_played: count('Games counted'),
  win: count('Wins in regulation (forfeit wins included)'),
  loss: count('Losses in regulation (forfeits included)'),
  tie: count('Ties'),
  overtime_win: count('Wins in overtime'),
  overtime_loss: count('Losses in overtime'),
  win_pct: z.number().describe('(win + overtime_win + tie / 2) / games_played, 3 decimals; 0 without games'),
  home: count('Games at home'),
  away: count('Games away'),
  points: z.number().describe('Points of the results plus the adjustments'),
  score_for: z.number().describe('Scored'),
  score_against: z.number().describe('Conceded'),
  score_difference: z.number().describe('score_for − score_against'),
  games_behind: z.number().describe('Games behind the first row (half games for ties)'),
  rank: z.number().int().min(1).describe('Shared by rows tied after every tiebreaker'),
  tiebreak: TiebreakerSchema.nullable().describe(
    'The rule that separated this row from the row above; null for the first row and a shared rank',
  ),
});
export type StandingRow = z.infer<typeof StandingRowSchema>;

const TableSchema = z.object({ id: z.string().uuid(), name: z.string(), rows: z.array(StandingRowSchema) });

/**
 * `GET /api/seasons/{season_id}/standings`: the season's tables ranked with its scoring system, the whole
 * league, each division and each conference (docs/standings.md).
 */
export const StandingsSchema = z.object({
  scoring_system: ScoringSystemSchema,
  league: z.object({ rows: z.array(StandingRowSchema) }),
  divisions: z.array(TableSchema),
  conferences: z.array(TableSchema),
});
export type Standings = z.infer<typeof StandingsSchema>;
