import { z } from 'zod';
import { LocalDateSchema } from '../common/dates.ts';
import { idField, requiredOr } from '../common/fields.ts';
import { InstantSchema, timeslotIdsField } from './fields.ts';

export const COPY_FREQUENCIES = ['weekly', 'monthly'] as const;
export type CopyFrequency = (typeof COPY_FREQUENCIES)[number];

/**
 * `POST /api/timeslots/copy`: repeats each chosen slot every week or month after its own date, up to and
 * including `date` (a local date in the season's zone), at the same local time. Monthly copies keep the
 * day of the month (clamped to the month's last day). Copies that would overlap are skipped.
 */
export const TimeslotCopySchema = z.object({
  season_id: idField(),
  items: timeslotIdsField(),
  date: LocalDateSchema.describe('Copy until this local date (inclusive)'),
  frequency: z
    .enum(COPY_FREQUENCIES, { error: 'must be weekly or monthly' })
    .default('weekly')
    .describe('weekly or monthly'),
});
export type TimeslotCopyInput = z.input<typeof TimeslotCopySchema>;
export type TimeslotCopy = z.output<typeof TimeslotCopySchema>;

export const COPY_WEEKS_MIN = 2;
export const COPY_WEEKS_MAX = 23;
/**
 * A local week lasts seven days plus the hour a daylight-saving change can add (clocks going back), so a
 * week from Sunday midnight to Sunday midnight is always accepted.
 */
const WEEK_MS = 7 * 86_400_000 + 3_600_000;

/**
 * `POST /api/timeslots/copy_new` (copy week): the season's slots starting from `start` up to `finish` (at
 * most a week) are the template; it is repeated so that `weeks` weeks in all hold it (the template's week
 * counts as the first), at the same local times. Copies that would overlap are skipped.
 */
export const TimeslotCopyWeekSchema = z
  .object({
    season_id: idField(),
    start: InstantSchema.describe('Start of the template week'),
    finish: InstantSchema.describe('End of the template week (exclusive)'),
    weeks: z
      .number({ error: requiredOr('must be a number') })
      .int('must be a whole number')
      .min(COPY_WEEKS_MIN, `must be at least ${COPY_WEEKS_MIN}`)
      .max(COPY_WEEKS_MAX, `must be at most ${COPY_WEEKS_MAX}`)
      .describe(`Weeks to fill, the template's included: ${COPY_WEEKS_MIN} to ${COPY_WEEKS_MAX}`),
  })
  .superRefine((body, ctx) => {
    const span = new Date(body.finish).getTime() - new Date(body.start).getTime();
    if (span <= 0) ctx.addIssue({ code: 'custom', path: ['finish'], message: 'must be after the start' });
    else if (span > WEEK_MS) {
      ctx.addIssue({ code: 'custom', path: ['finish'], message: 'must be at most a week after the start' });
    }
  });
export type TimeslotCopyWeekInput = z.input<typeof TimeslotCopyWeekSchema>;
export type TimeslotCopyWeek = z.output<typeof TimeslotCopyWeekSchema>;

export const PASTE_DAY_OFFSET_MAX = 3660;

/**
 * `POST /api/timeslots/paste`: copies the chosen slots (all of one season) `day_offset` days later (or
 * earlier when negative) at the same local time. Copies that would overlap are skipped.
 */
export const TimeslotPasteSchema = z.object({
  ids: timeslotIdsField(),
  day_offset: z
    .number({ error: requiredOr('must be a number') })
    .int('must be a whole number of days')
    .min(-PASTE_DAY_OFFSET_MAX, `must be at least -${PASTE_DAY_OFFSET_MAX}`)
    .max(PASTE_DAY_OFFSET_MAX, `must be at most ${PASTE_DAY_OFFSET_MAX}`)
    .refine((days) => days !== 0, 'must not be 0')
    .describe('Days from the first chosen slot to the date clicked'),
});
export type TimeslotPasteInput = z.input<typeof TimeslotPasteSchema>;
export type TimeslotPaste = z.output<typeof TimeslotPasteSchema>;

/** Answer of copy, copy week and paste. */
export const TimeslotCopyResultSchema = z.object({
  count: z.number().int().min(0).describe('Slots created'),
  skipped: z.number().int().min(0).describe('Copies left out because they overlap on their surface'),
  last: z.string().nullable().describe('Start of the latest slot created (to offer extending dates)'),
});
export type TimeslotCopyResult = z.infer<typeof TimeslotCopyResultSchema>;
