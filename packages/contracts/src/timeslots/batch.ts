import { z } from 'zod';
import { idField, requiredOr } from '../common/fields.ts';
import { IdSchema } from '../common/primitives.ts';
import {
  divisionIdsField,
  InstantSchema,
  refineSlotTimes,
  TIMESLOT_BATCH_MAX,
  timeslotIdsField,
} from './fields.ts';

/** `POST /api/timeslots/bulk_delete`: deletes the slots (of any season of the organisation). */
export const TimeslotBulkDeleteSchema = z.object({ ids: timeslotIdsField() });
export type TimeslotBulkDeleteInput = z.input<typeof TimeslotBulkDeleteSchema>;

/**
 * `POST /api/timeslots/clear` (deletes the chosen slots of a season) and `POST /api/timeslots/unschedule`
 * (frees the chosen slots of their games, which stay unscheduled with their pairing; answers how many).
 */
export const TimeslotSeasonIdsSchema = z.object({ season_id: idField(), ids: timeslotIdsField() });
export type TimeslotSeasonIdsInput = z.input<typeof TimeslotSeasonIdsSchema>;

/** `POST /api/timeslots/clear_bulk`: deletes every slot of the season. */
export const TimeslotClearSeasonSchema = z.object({ season_id: idField() });
export type TimeslotClearSeasonInput = z.input<typeof TimeslotClearSeasonSchema>;

/** Answer of the deleting and relabelling calls: how many slots it touched. */
export const TimeslotCountSchema = z.object({ count: z.number().int().min(0) });
export type TimeslotCount = z.infer<typeof TimeslotCountSchema>;

/**
 * `POST /api/timeslots/multiple`: new start and finish for each listed slot (drag and drop of several).
 * A slot that would overlap another on its surface keeps its old times and is counted bad.
 */
export const TimeslotMultipleUpdateSchema = z.object({
  timeslots: z
    .array(
      z.object({ id: idField(), start: InstantSchema, finish: InstantSchema }).superRefine(refineSlotTimes),
      { error: requiredOr('must be a list of {id, start, finish}') },
    )
    .min(1, 'choose at least one timeslot')
    .max(TIMESLOT_BATCH_MAX, `must list at most ${TIMESLOT_BATCH_MAX} timeslots`)
    .superRefine((rows, ctx) => {
      const seen = new Set<string>();
      for (const [index, row] of rows.entries()) {
        if (seen.has(row.id)) {
          ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'is listed twice' });
        }
        seen.add(row.id);
      }
    }),
});
export type TimeslotMultipleUpdateInput = z.input<typeof TimeslotMultipleUpdateSchema>;
export type TimeslotMultipleUpdate = z.output<typeof TimeslotMultipleUpdateSchema>;

/** `POST /api/timeslots/divisions`: the chosen slots become open to these divisions (none: to all). */
export const TimeslotDivisionsUpdateSchema = z.object({
  season_id: idField(),
  items: timeslotIdsField(),
  divisions: divisionIdsField().default([]),
});
export type TimeslotDivisionsUpdateInput = z.input<typeof TimeslotDivisionsUpdateSchema>;
export type TimeslotDivisionsUpdate = z.output<typeof TimeslotDivisionsUpdateSchema>;

/** `POST /api/timeslots/surfaces`: moves the chosen slots to this surface (its venue follows), same times. */
export const TimeslotSurfaceUpdateSchema = z.object({
  season_id: idField(),
  items: timeslotIdsField(),
  surface_id: idField().describe('Surface of the season'),
});
export type TimeslotSurfaceUpdateInput = z.input<typeof TimeslotSurfaceUpdateSchema>;
export type TimeslotSurfaceUpdate = z.output<typeof TimeslotSurfaceUpdateSchema>;

export const SPLIT_PARTS_DEFAULT = 2;
export const SPLIT_PARTS_MAX = 12;

/**
 * `POST /api/timeslots/split`: each chosen slot becomes `parts` back-to-back slots of equal length (a
 * double header by default), on whole minutes: when the length does not divide evenly, parts differ by at
 * most a minute. The parts keep the surface, divisions and kind.
 */
export const TimeslotSplitSchema = z.object({
  season_id: idField(),
  items: timeslotIdsField(),
  parts: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(2, 'must be at least 2')
    .max(SPLIT_PARTS_MAX, `must be at most ${SPLIT_PARTS_MAX}`)
    .default(SPLIT_PARTS_DEFAULT)
    .describe('Number of equal parts; 2 halves the slot'),
});
export type TimeslotSplitInput = z.input<typeof TimeslotSplitSchema>;
export type TimeslotSplit = z.output<typeof TimeslotSplitSchema>;

/** The shift units (docs/timeslots.md); days, weeks and months keep the local wall-clock time. */
export const SHIFT_UNITS = ['minutes', 'hours', 'days', 'weeks', 'months'] as const;
export type ShiftUnit = (typeof SHIFT_UNITS)[number];
export const SHIFT_AMOUNT_MAX = 20;
export const SHIFT_UNIT_DEFAULT: ShiftUnit = 'days';

const SHIFT_AMOUNT_MESSAGE = `must be from -${SHIFT_AMOUNT_MAX} to ${SHIFT_AMOUNT_MAX}, not 0`;

/**
 * `POST /api/timeslots/shift`: moves the chosen slots by amount × units. Days, weeks and months are counted
 * on the season's wall clock, so 09:00 stays 09:00 across a daylight-saving change (a slot keeps its
 * length). Slots that would overlap another on their surface stay put and are counted bad.
 */
export const TimeslotShiftSchema = z.object({
  season_id: idField(),
  items: timeslotIdsField(),
  amount: z
    .number({ error: requiredOr('must be a number') })
    .int('must be a whole number')
    .min(-SHIFT_AMOUNT_MAX, SHIFT_AMOUNT_MESSAGE)
    .max(SHIFT_AMOUNT_MAX, SHIFT_AMOUNT_MESSAGE)
    .refine((amount) => amount !== 0, SHIFT_AMOUNT_MESSAGE)
    .describe(`-${SHIFT_AMOUNT_MAX} to ${SHIFT_AMOUNT_MAX}, not 0`),
  units: z
    .string({ error: `must be one of ${SHIFT_UNITS.join(', ')}` })
    .toLowerCase()
    .pipe(z.enum(SHIFT_UNITS, { error: `must be one of ${SHIFT_UNITS.join(', ')}` }))
    .default(SHIFT_UNIT_DEFAULT)
    .describe('minutes, hours, days (default), weeks or months; any letter case'),
});
export type TimeslotShiftInput = z.input<typeof TimeslotShiftSchema>;
export type TimeslotShift = z.output<typeof TimeslotShiftSchema>;

/**
 * Answer of the calls that change slots one by one (multiple, surfaces, split, shift): how many were
 * changed (good) and left as they were (bad), with a reason per slot for the bad ones.
 */
export const TimeslotUpdateResultSchema = z.object({
  good: z.number().int().min(0),
  bad: z.number().int().min(0),
  results: z.array(
    z.object({
      id: IdSchema,
      good: z.boolean(),
      message: z.string().nullable().describe('Why the slot was left as it was'),
    }),
  ),
});
export type TimeslotUpdateResult = z.infer<typeof TimeslotUpdateResultSchema>;
