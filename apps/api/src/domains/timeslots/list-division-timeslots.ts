import type { TimeslotRangeQuery } from '@app/contracts';
import { type Database, divisions, seasons, timeslotDivisions, timeslots } from '@app/db';
import { and, eq, exists, notExists, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { notFound } from '../../http/http-error.ts';
import { timeslotRangeCondition } from './timeslot-range.ts';
import { selectTimeslots, type TimeslotRecord } from './timeslot-record.ts';

/**
 * The slots a division may use that start in the range: those open to it and the neutral ones (open to
 * every division), sorted by start, with the season's zone. 404 for a division that is not the
 * organisation's.
 */
export async function listDivisionTimeslots(params: {
  db: Database;
  organizationId: string;
  divisionId: string;
  range: TimeslotRangeQuery;
}): Promise<{ timezone: string; slots: TimeslotRecord[] }> {
  const [division] = await params.db
    .select({ seasonId: divisions.seasonId, timezone: seasons.timezone })
    .from(divisions)
    .innerJoin(seasons, eq(seasons.id, divisions.seasonId))
    .where(and(eq(divisions.id, params.divisionId), eq(divisions.organizationId, params.organizationId)))
    .limit(1);
  if (!division) throw notFound();
  // Aliased so the subqueries never read the outer query's own timeslot_divisions (see selectTimeslots).
  const link = alias(timeslotDivisions, 'division_link');
  const links = (condition: SQL | undefined) =>
    params.db
      .select({ one: sql`1` })
      .from(link)
      .where(and(eq(link.timeslotId, timeslots.id), condition));
  const slots = await selectTimeslots(
    params.db,
    and(
      eq(timeslots.seasonId, division.seasonId),
      timeslotRangeCondition(params.range, division.timezone),
      or(exists(links(eq(link.divisionId, params.divisionId))), notExists(links(undefined))),
    ),
  );
  return { timezone: division.timezone, slots };
}
