import { z } from 'zod';
import { idField, requiredOr } from '../common/fields.ts';
import { IdSchema } from '../common/primitives.ts';
import {
  divisionIdsField,
  InstantSchema,
  RangeBoundSchema,
  refineSlotTimes,
  TIMESLOT_BATCH_MAX,
} from './fields.ts';

const flag = (fallback: boolean, description: string) =>
  z.boolean({ error: 'must be true or false' }).default(fallback).describe(description);

/**
 * The kind flags (docs/timeslots.md): game and practice both set is an open slot, one of them a game-only or
 * practice-only slot; reserved keeps the slot out of scheduling whatever the others say.
 */
const kindFields = {
  is_game: flag(true, 'Games may use it'),
  is_practice: flag(false, 'Practices may use it'),
  is_reserved: flag(false, 'Held back from scheduling (shown black)'),
};

function refineKind(
  slot: { is_game: boolean; is_practice: boolean; is_reserved: boolean },
  ctx: { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void },
): void {
  if (!slot.is_game && !slot.is_practice && !slot.is_reserved) {
    ctx.addIssue({ code: 'custom', path: ['is_game'], message: 'choose game, practice or reserved' });
  }
}

/** One new slot's place, times, divisions and kind, without its season (bulk rows share one). */
const TimeslotFieldsSchema = z.object({
  venue_id: idField().describe('Venue of the season'),
  surface_id: idField().describe('Surface of that venue'),
  start: InstantSchema,
  finish: InstantSchema,
  divisions: divisionIdsField().default([]),
  ...kindFields,
});

/** A bulk row: the shared fields with the start/finish and kind rules. */
export const TimeslotBulkRowSchema =
  TimeslotFieldsSchema.superRefine(refineSlotTimes).superRefine(refineKind);
export type TimeslotBulkRowInput = z.input<typeof TimeslotBulkRowSchema>;
export type TimeslotBulkRow = z.output<typeof TimeslotBulkRowSchema>;

/**
 * `POST /api/timeslots`: one slot on one surface (the calendar sends one call per chosen surface). Venue,
 * surface and divisions must be the season's (422 naming the field); a slot overlapping another on its
 * surface is a 422 on `start`.
 */
export const TimeslotCreateSchema = TimeslotFieldsSchema.extend({ season_id: idField() })
  .superRefine(refineSlotTimes)
  .superRefine(refineKind);
export type TimeslotCreateInput = z.input<typeof TimeslotCreateSchema>;
export type TimeslotCreate = z.output<typeof TimeslotCreateSchema>;

/**
 * `PATCH /api/timeslots/{id}`: new start and finish; surface (with its venue), divisions and kind flags
 * change only when sent. Overlap is a 422 on `start`.
 */
export const TimeslotUpdateSchema = z
  .object({
    start: InstantSchema,
    finish: InstantSchema,
    surface_id: idField().optional().describe('Move to this surface of the season (its venue follows)'),
    divisions: divisionIdsField().optional(),
    is_game: z.boolean({ error: 'must be true or false' }).optional(),
    is_practice: z.boolean({ error: 'must be true or false' }).optional(),
    is_reserved: z.boolean({ error: 'must be true or false' }).optional(),
  })
  .superRefine(refineSlotTimes);
export type TimeslotUpdateInput = z.input<typeof TimeslotUpdateSchema>;
export type TimeslotUpdate = z.output<typeof TimeslotUpdateSchema>;

/**
 * `POST /api/timeslots/bulk`: generated slots (template, wizard) of one season, as `rows` like the other
 * bulk creates. Slots overlapping another on their surface, stored or in the same request, are left out and
 * reported in `bad`; the rest are made. A venue, surface or division that is not the season's is a 422
 * naming the row (`rows.3.surface_id`) and nothing is made.
 */
export const TimeslotBulkCreateSchema = z.object({
  season_id: idField(),
  rows: z
    .array(TimeslotBulkRowSchema, { error: requiredOr('must be a list of timeslots') })
    .min(1, 'add at least one timeslot')
    .max(TIMESLOT_BATCH_MAX, `must list at most ${TIMESLOT_BATCH_MAX} timeslots`),
});
export type TimeslotBulkCreateInput = z.input<typeof TimeslotBulkCreateSchema>;
export type TimeslotBulkCreate = z.output<typeof TimeslotBulkCreateSchema>;

/** A stored slot as the calendar shows it. Times are instants (UTC, ISO 8601). */
export const TimeslotSchema = z.object({
  id: IdSchema,
  season_id: IdSchema,
  venue_id: IdSchema,
  surface_id: IdSchema,
  start: z.string().describe('ISO 8601 instant'),
  finish: z.string().describe('ISO 8601 instant; the calendar calls it end'),
  divisions: z.array(IdSchema).describe('Division ids; empty means open to every division'),
  is_game: z.boolean(),
  is_practice: z.boolean(),
  is_reserved: z.boolean(),
  has_game: z.boolean().describe('A game of a schedule is in the slot'),
});
export type Timeslot = z.infer<typeof TimeslotSchema>;

/** Answer of `POST /api/timeslots/bulk`: what was made, and the indexes of rows left out for overlaps. */
export const TimeslotBulkCreateResponseSchema = z.object({
  count: z.number().int().min(0).describe('Slots created'),
  skipped: z.number().int().min(0).describe('Rows left out because they overlap on their surface'),
  bad: z.array(z.number().int().min(0)).describe('Indexes of the rows left out'),
  last: z.string().nullable().describe('Start of the latest slot created'),
  timeslots: z.array(TimeslotSchema),
});
export type TimeslotBulkCreateResponse = z.infer<typeof TimeslotBulkCreateResponseSchema>;

/**
 * `GET /api/seasons/{id}/timeslots` and `GET /api/divisions/{id}/timeslots`: slots starting in the range
 * (either end may be left out). A date is read in the season's time zone and an end date is inclusive.
 */
export const TimeslotRangeQuerySchema = z
  .object({
    start_date: RangeBoundSchema.optional().describe('First day (or instant) to include'),
    end_date: RangeBoundSchema.optional().describe('Last day (inclusive) or instant (exclusive)'),
  })
  .superRefine((range, ctx) => {
    if (range.start_date && range.end_date && range.end_date.slice(0, 10) < range.start_date.slice(0, 10)) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'must not be before the start date' });
    }
  });
export type TimeslotRangeQuery = z.infer<typeof TimeslotRangeQuerySchema>;

/** The slots of a range, sorted by start, with the season's zone to show them in. */
export const TimeslotListSchema = z.object({
  timezone: z.string().describe('IANA zone of the season'),
  timeslots: z.array(TimeslotSchema),
});
export type TimeslotList = z.infer<typeof TimeslotListSchema>;
