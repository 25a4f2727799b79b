import { z } from 'zod';
import { idField, nameField } from '../common/fields.ts';
import { IdSchema } from '../common/primitives.ts';
import { GameSchema } from '../games/game.ts';
import { ScheduleConfigSchema } from './config.ts';
import { DiagnosisSchema } from './diagnosis.ts';

export const SCHEDULE_STATUSES = ['queued', 'running', 'done', 'cancelled', 'errored'] as const;
export const ScheduleStatusNameSchema = z.enum(SCHEDULE_STATUSES);
export type ScheduleStatusName = z.infer<typeof ScheduleStatusNameSchema>;

/**
 * `POST /api/schedules`: stores a queued schedule of one division of the season (an across-division
 * schedules its two source divisions' teams against each other) and starts it. 422 naming `division_id`
 * when the division has under 2 teams (an elimination takes any count from 2: the top seeds get byes).
 */
export const ScheduleCreateSchema = z.object({
  season_id: idField(),
  division_id: idField(),
  name: nameField(),
  config: ScheduleConfigSchema,
});
export type ScheduleCreateInput = z.input<typeof ScheduleCreateSchema>;
export type ScheduleCreate = z.output<typeof ScheduleCreateSchema>;

/** `POST /api/schedules/blank`: an empty, finished schedule of a division, filled by hand (docs/games.md). */
export const BlankScheduleSchema = z.object({
  season_id: idField(),
  division_id: idField(),
  name: nameField(),
});
export type BlankScheduleInput = z.input<typeof BlankScheduleSchema>;
export type BlankSchedule = z.output<typeof BlankScheduleSchema>;

/** `PATCH /api/schedules/{id}`: rename. */
export const ScheduleRenameSchema = z.object({ name: nameField() });
export type ScheduleRenameInput = z.input<typeof ScheduleRenameSchema>;

/**
 * `POST /api/schedules/{id}/retry`: `fresh` drops every game and solves again; `unscheduled_only` keeps
 * the placed games and solves the rest (round robin only). `config`, when sent, replaces the stored one.
 */
export const ScheduleRetrySchema = z.object({
  mode: z.enum(['fresh', 'unscheduled_only'], { error: 'must be fresh or unscheduled_only' }),
  config: ScheduleConfigSchema.optional(),
});
export type ScheduleRetryInput = z.input<typeof ScheduleRetrySchema>;

/** `GET /api/schedules/{id}/status`: the progress screen's poll (every 1.5 s). */
export const ScheduleStatusSchema = z.object({
  id: IdSchema,
  status: ScheduleStatusNameSchema,
  finished: z.boolean().describe('Done, cancelled or errored'),
  attempt: z.number().int().describe('Rotation attempt N'),
  best_scheduled: z.number().int().describe('Best scheduled count so far'),
  scheduled: z.number().int(),
  remaining: z.number().int(),
  total: z.number().int(),
  progress: z.number().int().min(0).max(100).describe('Best scheduled share of the total; never decreases'),
  success_rate: z.number().int(),
  retry_mode: z.enum(['fresh', 'unscheduled_only']).nullable(),
  error: z.string().nullable(),
});
export type ScheduleStatus = z.infer<typeof ScheduleStatusSchema>;

/** A schedule as the lists show it (schedules and tournaments). */
export const ScheduleSummarySchema = z.object({
  id: IdSchema,
  season_id: IdSchema,
  division_id: IdSchema.nullable(),
  name: z.string(),
  kind: z.enum(['round', 'single', 'double']),
  is_tournament: z.boolean(),
  is_practice: z.boolean(),
  status: ScheduleStatusNameSchema,
  finished: z.boolean(),
  scheduled_count: z.number().int(),
  unscheduled_count: z.number().int(),
  success_rate: z.number().int(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type ScheduleSummary = z.infer<typeof ScheduleSummarySchema>;

export const ScheduleListSchema = z.object({ schedules: z.array(ScheduleSummarySchema) });
export type ScheduleList = z.infer<typeof ScheduleListSchema>;

/** `GET /api/schedules/{id}`: the schedule with its config, log, games and what they refer to. */
export const ScheduleDetailSchema = ScheduleSummarySchema.extend({
  config: ScheduleConfigSchema,
  retry_mode: z.enum(['fresh', 'unscheduled_only']).nullable(),
  log: z.string(),
  error: z.string().nullable(),
  games: z.array(GameSchema),
  diagnosis: DiagnosisSchema.nullable().describe(
    'Why the last run is short and what would fix it (docs/diagnosis.md); null when complete',
  ),
  teams: z.array(z.object({ id: IdSchema, name: z.string(), division_id: IdSchema })),
  timeslots: z.array(
    z.object({
      id: IdSchema,
      start: z.string(),
      finish: z.string(),
      venue_id: IdSchema,
      venue_name: z.string(),
      surface_id: IdSchema,
      surface_name: z.string(),
    }),
  ),
});
export type ScheduleDetail = z.infer<typeof ScheduleDetailSchema>;

/** Answer of create and retry. */
export const ScheduleCreatedSchema = z.object({ id: IdSchema });

/** `GET /api/seasons/{id}/games`: the master game list, every game of the season's schedules. */
export const MasterListSchema = ScheduleDetailSchema.pick({
  games: true,
  teams: true,
  timeslots: true,
}).extend({
  season_id: IdSchema,
  schedules: z.array(
    z.object({
      id: IdSchema,
      name: z.string(),
      kind: z.enum(['round', 'single', 'double']),
      is_tournament: z.boolean(),
      /** The division whose teams its games pair (the game dialog's team choices; null only for a row whose column
       * was never set), and its kind of item. */
      division_id: IdSchema.nullable(),
      is_practice: z.boolean(),
      schedule_start: z.string().describe('Its first local date (config), YYYY-MM-DD'),
      schedule_end: z.string().describe('Its last local date (config), YYYY-MM-DD'),
    }),
  ),
});
export type MasterList = z.infer<typeof MasterListSchema>;
