import { randomUUID } from 'node:crypto';
import { SEASON_TIMESLOT_LIMIT, seasonTimeslotLimitMessage, type TimeslotBulkRow } from '@app/contracts';
import { type Transaction, timeslotDivisions, timeslots } from '@app/db';
import { count, eq } from 'drizzle-orm';
import { unprocessable } from '../../http/http-error.ts';
import { insertInBatches } from '../../lib/insert-in-batches.ts';
import { findSlotOverlaps } from './find-slot-overlaps.ts';
import { loadSurfaceIntervals } from './load-surface-intervals.ts';
import type { TimeslotRecord } from './timeslot-record.ts';

/** A slot to create: everything but its id and season. */
export type NewTimeslot = Omit<TimeslotRecord, 'id' | 'organizationId' | 'seasonId'>;

/** What a batch of new slots came to: the created slots in request order, and the indexes left out. */
export interface SavedTimeslots {
  created: TimeslotRecord[];
  skipped: number[];
}

/** A request row (venue, surface and divisions already checked against the season) as a new slot. */
export function newTimeslotFromRow(row: TimeslotBulkRow): NewTimeslot {
  return {
    venueId: row.venue_id,
    surfaceId: row.surface_id,
    start: new Date(row.start),
    finish: new Date(row.finish),
    isGame: row.is_game,
    isPractice: row.is_practice,
    isReserved: row.is_reserved,
    divisionIds: row.divisions,
  };
}

/**
 * Creates the new slots of a season that overlap nothing on their surface, stored or new (both of an
 * overlapping new pair are left out, as the calendar flags generated conflicts "bad"); the rest are inserted
 * with their divisions in multi-row statements. Runs inside the caller's transaction, which holds the
 * season's lock, so the season's timeslot cap (docs/timeslots.md) is read and kept by one request at a time:
 * new slots that would take the season past it are a 422 on `base`, and nothing is saved.
 */
export async function saveNewTimeslots(
  tx: Transaction,
  season: { id: string; organizationId: string },
  slots: readonly NewTimeslot[],
): Promise<SavedTimeslots> {
  const stored = await loadSurfaceIntervals(
    tx,
    slots.map((s) => s.surfaceId),
  );
  const overlapping = findSlotOverlaps([
    ...stored.map((s) => ({ ...s, row: undefined })),
    ...slots.map((s, row) => ({
      surfaceId: s.surfaceId,
      start: s.start.getTime(),
      finish: s.finish.getTime(),
      row,
    })),
  ]);
  const created: TimeslotRecord[] = [];
  const skipped: number[] = [];
  for (const [index, slot] of slots.entries()) {
    if (overlapping.has(index)) skipped.push(index);
    else
      created.push({ ...slot, id: randomUUID(), organizationId: season.organizationId, seasonId: season.id });
  }
  if (created.length > 0) {
    const [stored] = await tx.select({ n: count() }).from(timeslots).where(eq(timeslots.seasonId, season.id));
    const storedCount = stored?.n ?? 0;
    if (storedCount + created.length > SEASON_TIMESLOT_LIMIT) {
      throw unprocessable('base', seasonTimeslotLimitMessage(storedCount, created.length, 'new'));
    }
  }
  await insertInBatches(
    tx,
    timeslots,
    created.map(({ divisionIds: _, ...slot }) => slot),
  );
  await insertInBatches(
    tx,
    timeslotDivisions,
    created.flatMap((slot) => slot.divisionIds.map((divisionId) => ({ timeslotId: slot.id, divisionId }))),
  );
  return { created, skipped };
}

/** The copy calls' answer: created, skipped, and the start of the latest slot made (null for none). */
export function copyResult(saved: SavedTimeslots): { count: number; skipped: number; last: string | null } {
  let last: Date | null = null;
  for (const slot of saved.created) if (last === null || slot.start > last) last = slot.start;
  return { count: saved.created.length, skipped: saved.skipped.length, last: last?.toISOString() ?? null };
}
