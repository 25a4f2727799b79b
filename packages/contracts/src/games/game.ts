import { z } from 'zod';
import { IdSchema } from '../common/primitives.ts';
import { ReasonSchema } from '../common/reason.ts';

/** The side of a game that forfeited (docs/standings.md#forfeits). */
export const FORFEIT_SIDES = ['home', 'visitor'] as const;
export const ForfeitSchema = z.enum(FORFEIT_SIDES, { error: 'must be home, visitor or null' });
export type Forfeit = z.infer<typeof ForfeitSchema>;

const GameSourceSchema = z.object({ game_id: IdSchema, take: z.enum(['winner', 'loser']) });

/**
 * A game or practice of a schedule; `timeslot_id` null means unscheduled: `unscheduled_reason` says why in
 * English, `unscheduled_reason_detail` as a code for the user's language (null on games stored before it).
 */
export const GameSchema = z.object({
  id: IdSchema,
  schedule_id: IdSchema,
  division_id: IdSchema,
  home_id: IdSchema.nullable(),
  visitor_id: IdSchema.nullable(),
  timeslot_id: IdSchema.nullable(),
  round: z.number().int().nullable(),
  bracket: z.enum(['winners', 'losers', 'final']).nullable(),
  home_from: GameSourceSchema.nullable(),
  visitor_from: GameSourceSchema.nullable(),
  is_practice: z.boolean(),
  home_score: z.number().int().nullable(),
  visitor_score: z.number().int().nullable(),
  overtime: z.boolean(),
  forfeit: ForfeitSchema.nullable().describe('The side that forfeited; null for a game played'),
  counts_in_standings: z
    .boolean()
    .describe('Whether the result counts in the standings (false: an exhibition game)'),
  unscheduled_reason: z.string().nullable(),
  unscheduled_reason_detail: ReasonSchema.nullable(),
  hidden: z
    .boolean()
    .describe(
      'Free tier: the game is masked in place (teams, slot, round, scores null); upgrading reveals it (docs/free-tier.md)',
    ),
  blurred: z
    .boolean()
    .describe(
      'Free tier: the calendar blurs this game (always true when hidden; docs/free-tier.md#the-calendar)',
    ),
});
export type Game = z.infer<typeof GameSchema>;

/** What a free organisation's hidden game shows in place of its time, label, teams, venue and surface. */
export const HIDDEN_TEXT = 'HIDDEN';
/** The 403 message of a write that touches a hidden game (docs/free-tier.md#refusals). */
export const HIDDEN_GAME_MESSAGE = 'Upgrade account to access hidden game!';
