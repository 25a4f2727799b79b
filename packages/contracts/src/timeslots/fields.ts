import { z } from 'zod';
import { LocalDateSchema } from '../common/dates.ts';
import { idField, requiredOr } from '../common/fields.ts';

/** Most timeslots one request may name or make: a season of 3,000 slots fits with room to spare. */
export const TIMESLOT_BATCH_MAX = 5000;
/** A slot is one sitting of play; the UI offers 5 to 595 minutes, the server allows up to a day. */
export const TIMESLOT_MAX_MINUTES = 24 * 60;
const MS_PER_MINUTE = 60_000;

const INSTANT_MESSAGE = 'must be a date and time with its offset, like 2026-03-07T09:00:00-05:00';

/**
 * An instant as ISO 8601 with an offset or Z. Slots start and end on whole minutes, which is what keeps
 * wall-clock copies exact (see the copy and shift calls).
 */
export const InstantSchema = z
  .string({ error: requiredOr(INSTANT_MESSAGE) })
  .pipe(z.iso.datetime({ offset: true, error: INSTANT_MESSAGE }))
  .refine((value) => new Date(value).getTime() % MS_PER_MINUTE === 0, 'must be on a whole minute');

/** A start/finish pair: finish after start, at most a day later (both fields named on failure). */
export function slotTimesIssues(times: { start: string; finish: string }): string | null {
  const minutes = (new Date(times.finish).getTime() - new Date(times.start).getTime()) / MS_PER_MINUTE;
  if (minutes <= 0) return 'must be after the start';
  if (minutes > TIMESLOT_MAX_MINUTES) return 'must be at most 24 hours after the start';
  return null;
}

/** Adds the finish-after-start rule to an object schema with `start` and `finish`. */
export function refineSlotTimes(
  value: { start: string; finish: string },
  ctx: { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void },
): void {
  const message = slotTimesIssues(value);
  if (message) ctx.addIssue({ code: 'custom', path: ['finish'], message });
}

/** A list of timeslot ids: at least one, at most TIMESLOT_BATCH_MAX, repeats dropped. */
export function timeslotIdsField() {
  return z
    .array(idField(), { error: requiredOr('must be a list of timeslot ids') })
    .min(1, 'choose at least one timeslot')
    .max(TIMESLOT_BATCH_MAX, `must list at most ${TIMESLOT_BATCH_MAX} timeslots`)
    .transform((ids) => [...new Set(ids)]);
}

/** Division ids a slot is open to; empty means every division (neutral). Repeats dropped; no default. */
export function divisionIdsField() {
  return z
    .array(idField(), { error: 'must be a list of division ids' })
    .max(200, 'must list at most 200 divisions')
    .transform((ids) => [...new Set(ids)])
    .describe('Division ids; empty means open to every division');
}

const RANGE_MESSAGE = 'must be a date like 2026-03-07 or a date and time with its offset';

/**
 * One end of a listing range: a local date (read in the season's time zone; an end date is inclusive) or an
 * instant, as calendar views hand them over.
 */
export const RangeBoundSchema = z
  .string({ error: RANGE_MESSAGE })
  .refine(
    (value) =>
      LocalDateSchema.safeParse(value).success || z.iso.datetime({ offset: true }).safeParse(value).success,
    RANGE_MESSAGE,
  );
