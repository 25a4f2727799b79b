import { z } from 'zod';
import { idField, nameField } from '../common/fields.ts';
import { IdSchema } from '../common/primitives.ts';
import { SeasonPersonSchema, SeasonVenueSchema, TeamRefSchema } from '../common/refs.ts';

/** Record counts of one season, shown on the dashboard accordions and the CSV import screen. */
export const SeasonCountsSchema = z.object({
  divisions: z.number().int().min(0),
  teams: z.number().int().min(0),
  people: z.number().int().min(0),
  venues: z.number().int().min(0),
  surfaces: z.number().int().min(0),
  timeslots: z.number().int().min(0),
  schedules: z.number().int().min(0).describe('Round-robin schedules'),
  tournaments: z.number().int().min(0).describe('Elimination tournaments'),
});
export type SeasonCounts = z.infer<typeof SeasonCountsSchema>;

/**
 * A division as the season page lists it, with its own teams. An across-division has none of its own: its
 * schedules pair the teams of its two source divisions, `across_divisions` (empty for a plain division).
 */
export const SeasonDivisionSchema = z.object({
  id: IdSchema,
  name: z.string(),
  color: z.string(),
  shortcode: z.string().nullable(),
  is_across: z.boolean(),
  across_divisions: z.array(IdSchema).describe('The two source divisions of an across-division'),
  teams: z.array(TeamRefSchema),
});
export type SeasonDivision = z.infer<typeof SeasonDivisionSchema>;

/** `GET /api/seasons/{id}`: the season page (/seasons/{id}) lists divisions with teams, people and venues. */
export const SeasonSchema = z.object({
  id: IdSchema,
  name: z.string(),
  league_id: IdSchema,
  se_id: z.string().nullable(),
  se_imported: z.boolean(),
  divisions: z.array(SeasonDivisionSchema),
  people: z.array(SeasonPersonSchema),
  venues: z.array(SeasonVenueSchema),
  counts: SeasonCountsSchema,
});
export type Season = z.infer<typeof SeasonSchema>;

/** `POST /api/seasons` from scratch: an empty season of an existing league; it becomes current. */
export const SeasonCreateSchema = z.object({
  league_id: idField(),
  name: nameField().describe('Season name'),
});
export type SeasonCreateInput = z.input<typeof SeasonCreateSchema>;
export type SeasonCreate = z.output<typeof SeasonCreateSchema>;

/** `PATCH /api/seasons/{id}`: only the name changes. */
export const SeasonUpdateSchema = z.object({ name: nameField().describe('Season name') });
export type SeasonUpdateInput = z.input<typeof SeasonUpdateSchema>;
export type SeasonUpdate = z.output<typeof SeasonUpdateSchema>;

/** Season copy moves copied timeslots 0 to 12 whole months forward, default 0 (docs/seasons.md). */
export const TIMESLOT_MOVE_MAX_MONTHS = 12;

/**
 * `POST /api/seasons/copy`: a new season in the source season's league with its divisions, teams, venues,
 * surfaces, home venues and constraints; people and timeslots only when asked, timeslots moved forward by
 * whole months. One transaction; the copy becomes current.
 */
export const SeasonCopySchema = z.object({
  name: nameField().describe('Name of the new season'),
  season_id: idField().describe('The season to copy'),
  copyTimeslots: z.boolean({ error: 'must be true or false' }).default(false),
  copyPeople: z.boolean({ error: 'must be true or false' }).default(false),
  timeslotMove: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be at least 0')
    .max(TIMESLOT_MOVE_MAX_MONTHS, `must be at most ${TIMESLOT_MOVE_MAX_MONTHS}`)
    .default(0)
    .describe('Months to move copied timeslots forward'),
});
export type SeasonCopyInput = z.input<typeof SeasonCopySchema>;
export type SeasonCopy = z.output<typeof SeasonCopySchema>;
