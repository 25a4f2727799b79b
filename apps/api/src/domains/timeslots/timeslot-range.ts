import type { TimeslotRangeQuery } from '@app/contracts';
import { timeslots } from '@app/db';
import { and, gte, lt, type SQL } from 'drizzle-orm';
import { addDaysToDate, zonedInstant } from '../../lib/time-zone.ts';

const isDate = (value: string): boolean => value.length === 10;

/**
 * The condition "starts in the range" on timeslots. A date is a whole local day in the season's zone (the
 * end date included), an instant is taken as is (the end excluded), as calendar views pass them.
 */
export function timeslotRangeCondition(range: TimeslotRangeQuery, timezone: string): SQL | undefined {
  const from =
    range.start_date === undefined
      ? undefined
      : isDate(range.start_date)
        ? zonedInstant(range.start_date, '00:00', timezone)
        : new Date(range.start_date);
  const to =
    range.end_date === undefined
      ? undefined
      : isDate(range.end_date)
        ? zonedInstant(addDaysToDate(range.end_date, 1), '00:00', timezone)
        : new Date(range.end_date);
  return and(
    from === undefined ? undefined : gte(timeslots.start, from),
    to === undefined ? undefined : lt(timeslots.start, to),
  );
}
