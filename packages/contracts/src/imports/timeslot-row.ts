import { z } from 'zod';
import { csvLineField } from '../common/bulk-rows.ts';
import { LocalDateSchema } from '../common/dates.ts';
import { nameField } from '../common/fields.ts';

/** What a timeslot is open to: games, practices, both, or neither (reserved). */
export const TIMESLOT_TYPES = ['game', 'practice', 'both', 'reserved'] as const;

const ClockMinuteSchema = z
  .string({ error: 'is required' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time like 18:30 or 6:30 PM');

/**
 * One timeslots CSV row, parsed (columns venue, surface, date, start, finish, divisions, type). Venue and
 * surface are names the server matches in the season; `divisions` lists division names (none: open to
 * every division); type defaults to game. The slot lies within one local day, finishing after it starts.
 */
export const TimeslotCsvRowSchema = z
  .object({
    line: csvLineField(),
    venue: nameField().describe('Venue name'),
    surface: nameField().describe('Surface name at that venue'),
    date: LocalDateSchema,
    start: ClockMinuteSchema,
    finish: ClockMinuteSchema,
    divisions: z.array(nameField()).default([]),
    type: z.enum(TIMESLOT_TYPES, { error: 'must be game, practice, both or reserved' }).default('game'),
  })
  .superRefine((row, ctx) => {
    if (row.finish <= row.start) {
      ctx.addIssue({ code: 'custom', path: ['finish'], message: 'must be after the start' });
    }
  });
export type TimeslotCsvRowInput = z.input<typeof TimeslotCsvRowSchema>;
export type TimeslotCsvRow = z.output<typeof TimeslotCsvRowSchema>;
