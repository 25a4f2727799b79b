import type { TimeslotRangeQuery } from '@app/contracts';
import { type Database, timeslots } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { findSeason } from '../seasons/find-season.ts';
import { timeslotRangeCondition } from './timeslot-range.ts';
import { selectTimeslots, type TimeslotRecord } from './timeslot-record.ts';

/**
 * A season's slots starting in the range, sorted by start, for the calendar, with the season's zone. 404 for
 * a season that is not the organisation's. Three queries whatever the count (the season, slots, divisions).
 */
export async function listSeasonTimeslots(params: {
  db: Database;
  organizationId: string;
  seasonId: string;
  range: TimeslotRangeQuery;
}): Promise<{ timezone: string; slots: TimeslotRecord[] }> {
  const season = await findSeason(params.db, params);
  const slots = await selectTimeslots(
    params.db,
    and(eq(timeslots.seasonId, season.id), timeslotRangeCondition(params.range, season.timezone)),
  );
  return { timezone: season.timezone, slots };
}
