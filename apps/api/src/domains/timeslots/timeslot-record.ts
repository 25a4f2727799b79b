import { type Database, type Transaction, timeslotDivisions, timeslots } from '@app/db';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { runInOrder } from '../../lib/run-in-order.ts';

/** A stored slot with the ids of the divisions it is open to (none: every division). */
export interface TimeslotRecord {
  id: string;
  organizationId: string;
  seasonId: string;
  venueId: string;
  surfaceId: string;
  start: Date;
  finish: Date;
  isGame: boolean;
  isPractice: boolean;
  isReserved: boolean;
  divisionIds: string[];
  /** Whether a game is in the slot (read with the slot; new and moved slots leave it unset: false). */
  hasGame?: boolean;
}

const slotColumns = {
  id: timeslots.id,
  organizationId: timeslots.organizationId,
  seasonId: timeslots.seasonId,
  venueId: timeslots.venueId,
  surfaceId: timeslots.surfaceId,
  start: timeslots.start,
  finish: timeslots.finish,
  isGame: timeslots.isGame,
  isPractice: timeslots.isPractice,
  isReserved: timeslots.isReserved,
  // The unique index on games.timeslot_id answers this per slot without a join that could repeat rows. The
  // column is named in full: drizzle leaves single-table columns unqualified, which the subquery would misread.
  hasGame: sql<boolean>`exists (select 1 from games g where g.timeslot_id = "timeslots"."id")`,
};

/**
 * The slots matching a condition on `timeslots`, sorted by start, with their divisions: two queries whatever
 * the count (the division links are found by the same condition through a join, not by a list of ids), so a
 * season of 3,000 slots loads as fast as a week of them.
 */
export async function selectTimeslots(
  db: Database | Transaction,
  where: SQL | undefined,
): Promise<TimeslotRecord[]> {
  const [slots, links] = await runInOrder([
    () =>
      db.select(slotColumns).from(timeslots).where(where).orderBy(asc(timeslots.start), asc(timeslots.id)),
    () =>
      db
        .select({ timeslotId: timeslotDivisions.timeslotId, divisionId: timeslotDivisions.divisionId })
        .from(timeslotDivisions)
        .innerJoin(timeslots, eq(timeslots.id, timeslotDivisions.timeslotId))
        .where(where),
  ]);
  const divisionsBySlot = new Map<string, string[]>();
  for (const link of links) {
    const list = divisionsBySlot.get(link.timeslotId) ?? [];
    list.push(link.divisionId);
    divisionsBySlot.set(link.timeslotId, list);
  }
  return slots.map((slot) => ({ ...slot, divisionIds: (divisionsBySlot.get(slot.id) ?? []).sort() }));
}
