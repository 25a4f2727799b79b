import { z } from 'zod';
import { LocalDateSchema } from '../common/dates.ts';
import { IdSchema } from '../common/primitives.ts';
import { ReasonGameSchema, ReasonSchema } from '../common/reason.ts';

/**
 * Rain-outs and closed venues (docs/replans.md): cancel the slots of a day, a venue or a surface (optionally
 * within a time range), propose moving their games with the fewest changes, apply in one transaction, undo.
 */
const clock = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: 'must be a time like 09:30' })
  .nullable()
  .optional();

export const REPLAN_CAUSES = ['rain', 'closed', 'other'] as const;

/** `POST /api/seasons/{id}/replans`: what is cancelled; at least a date, a venue or a surface. */
export const ReplanCreateSchema = z
  .object({
    date: LocalDateSchema.nullable().optional(),
    venue_id: IdSchema.nullable().optional(),
    surface_id: IdSchema.nullable().optional(),
    from: clock,
    to: clock,
    cause: z.enum(REPLAN_CAUSES, { error: 'must be rain, closed or other' }).default('rain'),
    note: z.string().max(200, 'must be at most 200 characters').default(''),
    /** Games the organiser keeps where they are, besides the locked ones (played or started). */
    keep_game_ids: z.array(IdSchema).max(5000).default([]),
  })
  .refine((v) => Boolean(v.date || v.venue_id || v.surface_id), {
    path: ['date'],
    error: 'give a date, a venue or a surface',
  })
  .refine((v) => !v.from || !v.to || v.from < v.to, { path: ['to'], error: 'must be after the start' });
export type ReplanCreateInput = z.input<typeof ReplanCreateSchema>;
export type ReplanCreate = z.output<typeof ReplanCreateSchema>;

/** Where a game is (or would be): its slot with names and the season's local date and time. */
export const ReplanPlaceSchema = z.object({
  timeslot_id: IdSchema,
  start: z.string(),
  finish: z.string(),
  date: z.string().describe('Local date YYYY-MM-DD'),
  time: z.string().describe('Local start HH:MM'),
  venue: z.string(),
  surface: z.string(),
});
export type ReplanPlace = z.infer<typeof ReplanPlaceSchema>;

export const ReplanMoveSchema = z.object({
  game_id: IdSchema,
  schedule_id: IdSchema,
  game: ReasonGameSchema.describe('The game as users name it (division, teams)'),
  from: ReplanPlaceSchema.nullable(),
  to: ReplanPlaceSchema.nullable().describe('Null: no slot could take it; it becomes unscheduled'),
  cancelled: z.boolean().describe('True when its own slot was cancelled; false when moved to make room'),
  reason: ReasonSchema.nullable().describe('Why it could not be placed, when `to` is null'),
});
export type ReplanMove = z.infer<typeof ReplanMoveSchema>;

export const ReplanSchema = z.object({
  id: IdSchema,
  season_id: IdSchema,
  status: z.enum(['proposed', 'applied', 'undone', 'discarded']),
  cause: z.enum(REPLAN_CAUSES),
  note: z.string(),
  date: z.string().nullable(),
  venue_id: IdSchema.nullable(),
  venue: z.string().nullable(),
  surface_id: IdSchema.nullable(),
  surface: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  cancelled_timeslot_ids: z.array(IdSchema),
  cancelled_games: z.number().int(),
  moved: z.number().int().describe('Games that get a new slot'),
  unplaced: z.number().int().describe('Games left without a slot'),
  teams_affected: z.number().int(),
  moves: z.array(ReplanMoveSchema),
  elapsed_ms: z.number().int(),
  created_at: z.string(),
  applied_at: z.string().nullable(),
  undone_at: z.string().nullable(),
});
export type Replan = z.infer<typeof ReplanSchema>;

export const ReplanListSchema = z.object({ replans: z.array(ReplanSchema.omit({ moves: true })) });
export type ReplanList = z.infer<typeof ReplanListSchema>;

/** A game's change as teams are told it: from where to where, and why. */
export const GameChangeSchema = z.object({
  id: IdSchema,
  game_id: IdSchema,
  game: ReasonGameSchema,
  from: ReplanPlaceSchema.omit({ timeslot_id: true }).nullable(),
  to: ReplanPlaceSchema.omit({ timeslot_id: true }).nullable(),
  cause: z.enum(['rain', 'closed', 'other', 'fix', 'edit']),
  note: z.string(),
  replan_id: IdSchema.nullable(),
  changed_at: z.string(),
});
export type GameChange = z.infer<typeof GameChangeSchema>;

/** `GET /api/seasons/{id}/changes`: changes since the last publish, by team (a team's games only). */
export const SeasonChangesSchema = z.object({
  season_id: IdSchema,
  published_at: z.string().nullable().describe('When changes were last marked published; null: never'),
  teams: z.array(
    z.object({
      team_id: IdSchema,
      team: z.string(),
      division: z.string(),
      changes: z.array(GameChangeSchema),
    }),
  ),
});
export type SeasonChanges = z.infer<typeof SeasonChangesSchema>;
