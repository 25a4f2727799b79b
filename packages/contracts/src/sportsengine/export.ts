import { z } from 'zod';
import { IdSchema } from '../common/primitives.ts';

/**
 * Sending schedules to SportsEngine and deleting what was sent (docs/sportsengine.md, "Exporting" and
 * "Deleting").
 */

/** The message a free organisation reads when it tries to export (402). */
export const SPORTSENGINE_EXPORT_PAID_MESSAGE = 'Please upgrade your account to export to SportsEngine!';

/** Why a schedule cannot be sent: the organisation is not connected, the season is not linked, or some of its teams are not on the platform. */
export const ExportUnavailableReasonSchema = z.enum(['not_connected', 'season_not_linked', 'teams_missing']);
export type ExportUnavailableReason = z.infer<typeof ExportUnavailableReasonSchema>;

/** `GET /api/sportsengine/schedules`: a schedule of the season and whether it can be sent. */
export const ExportableScheduleSchema = z.object({
  id: IdSchema,
  name: z.string(),
  is_practice: z.boolean(),
  divisions: z.array(z.object({ id: IdSchema, name: z.string() })),
  scheduled: z.number().int().describe('Placed games: what an export sends'),
  unscheduled: z.number().int().describe('Unplaced games: not sent'),
  synced: z.number().int().describe('Games whose event exists on SportsEngine'),
  created_at: z.string(),
  last_export_at: z.string().nullable().describe('When it was last sent; null: never'),
  available: z.boolean(),
  unavailable_reason: ExportUnavailableReasonSchema.nullable(),
  missing_teams: z
    .array(z.object({ id: IdSchema, name: z.string() }))
    .describe('Teams of the schedule not on the platform (no SportsEngine id, or one the season lacks)'),
});
export type ExportableSchedule = z.infer<typeof ExportableScheduleSchema>;

export const ExportableScheduleListSchema = z.object({
  season_linked: z.boolean().describe('The season has a SportsEngine season to send to'),
  schedules: z.array(ExportableScheduleSchema),
});
export type ExportableScheduleList = z.infer<typeof ExportableScheduleListSchema>;

export const SeasonQuerySchema = z.object({ season_id: IdSchema });

/** `GET /api/sportsengine/synced`: schedules with games on SportsEngine, for /sportsengine/delete. */
export const SyncedScheduleSchema = z.object({
  id: IdSchema,
  name: z.string(),
  season_id: IdSchema,
  season_name: z.string(),
  synced: z.number().int().describe('Games whose event exists on SportsEngine: what a clear deletes'),
  last_export_at: z.string().nullable(),
});
export type SyncedSchedule = z.infer<typeof SyncedScheduleSchema>;
export const SyncedScheduleListSchema = z.object({
  connected: z.boolean().describe('The organisation is connected (and the link set up): a clear can run'),
  schedules: z.array(SyncedScheduleSchema),
});
export type SyncedScheduleList = z.infer<typeof SyncedScheduleListSchema>;

/** `DELETE /api/schedules/{id}?se=1`: clear the schedule's events on SportsEngine first, as an activity. */
export const ScheduleDeleteQuerySchema = z.object({
  se: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});
