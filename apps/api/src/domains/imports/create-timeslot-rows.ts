import { randomUUID } from 'node:crypto';
import { SEASON_TIMESLOT_LIMIT, seasonTimeslotLimitMessage, type TimeslotCsvRow } from '@app/contracts';
import {
  type Database,
  divisions,
  surfaces,
  type Transaction,
  timeslotDivisions,
  timeslots,
  venues,
} from '@app/db';
import { count, eq, sql } from 'drizzle-orm';
import { HttpError } from '../../http/http-error.ts';
import { insertInBatches } from '../../lib/insert-in-batches.ts';
import { lockSeasons } from '../../lib/lock-season.ts';
import { indexByName, matchName, nameKey } from '../../lib/name-index.ts';
import { type RowIssue, throwRowIssues } from '../../lib/row-issues.ts';
import { runInOrder } from '../../lib/run-in-order.ts';
import { zonedInstant } from '../../lib/time-zone.ts';
import { findSeason } from '../seasons/find-season.ts';
import { findSlotOverlaps } from '../timeslots/find-slot-overlaps.ts';
import { loadSurfaceIntervals } from '../timeslots/load-surface-intervals.ts';

/** Slots per INSERT: each statement sends eight arrays, whatever the count. */
const INSERT_SLOTS = 10_000;

type SlotRow = typeof timeslots.$inferInsert & { id: string; start: Date; finish: Date };

/**
 * Inserts the slots column by column (`unnest` of one array per column) rather than as multi-row VALUES: a
 * 100,000-slot import built 1.1 million bound values through the query builder, which held the event loop for
 * a quarter of a second per statement; eight arrays cost a fraction of that (docs/imports.md, "Import jobs").
 */
async function insertSlotColumns(
  tx: Transaction,
  season: { id: string; organizationId: string },
  slots: readonly SlotRow[],
  pause: (() => Promise<void>) | undefined,
): Promise<void> {
  for (let from = 0; from < slots.length; from += INSERT_SLOTS) {
    const batch = slots.slice(from, from + INSERT_SLOTS);
    if (from > 0) await pause?.();
    await tx.execute(sql`
      insert into timeslots
        (id, organization_id, season_id, venue_id, surface_id, start, finish, is_game, is_practice, is_reserved)
      select id, ${season.organizationId}::uuid, ${season.id}::uuid, venue_id, surface_id, start, finish,
             is_game, is_practice, is_reserved
      from unnest(
        ${pgArray(batch.map((s) => s.id))}::uuid[], ${pgArray(batch.map((s) => s.venueId))}::uuid[],
        ${pgArray(batch.map((s) => s.surfaceId))}::uuid[],
        ${pgArray(batch.map((s) => s.start.toISOString()))}::timestamptz[],
        ${pgArray(batch.map((s) => s.finish.toISOString()))}::timestamptz[],
        ${pgArray(batch.map((s) => String(s.isGame)))}::boolean[],
        ${pgArray(batch.map((s) => String(s.isPractice)))}::boolean[],
        ${pgArray(batch.map((s) => String(s.isReserved)))}::boolean[]
      ) as t(id, venue_id, surface_id, start, finish, is_game, is_practice, is_reserved)`);
  }
}

/** A PostgreSQL array literal of plain values (ids, ISO instants, booleans: nothing to quote). */
function pgArray(values: readonly string[]): string {
  return `{${values.join(',')}}`;
}

/** Rows resolved between two pauses of a job (each costs the time-zone arithmetic of two instants). */
const PAUSE_ROWS = 500;

const TYPE_FLAGS = {
  game: { isGame: true, isPractice: false, isReserved: false },
  practice: { isGame: false, isPractice: true, isReserved: false },
  both: { isGame: true, isPractice: true, isReserved: false },
  reserved: { isGame: false, isPractice: false, isReserved: true },
} as const;

/**
 * Bulk-creates timeslots in a season of the organisation (404 otherwise), in one transaction. Venue,
 * surface (of that venue) and divisions are names matched in the season ignoring case; the local date and
 * times are read in the season's time zone and stored as instants (DST-correct: see zonedInstant). A slot
 * overlapping another on its surface, stored or in the same request, is an issue for its row. Any issue,
 * including the unparsable rows passed in, means 422 and nothing saved. Returns the count.
 */
export async function createTimeslotRows(params: {
  db: Database | Transaction;
  organizationId: string;
  seasonId: string;
  rows: readonly TimeslotCsvRow[];
  issues?: readonly RowIssue[];
  /** Awaited every PAUSE_ROWS rows: an import job yields to the event loop there (docs/imports.md). */
  pause?: () => Promise<void>;
}): Promise<number> {
  return params.db.transaction(async (tx) => {
    const season = await findSeason(tx, params);
    await lockSeasons(tx, [season.id]);
    // Read under the lock, so two imports at once cannot both pass the cap.
    const [storedSlots] = await tx
      .select({ n: count() })
      .from(timeslots)
      .where(eq(timeslots.seasonId, season.id));
    const storedCount = storedSlots?.n ?? 0;
    if (storedCount + params.rows.length > SEASON_TIMESLOT_LIMIT) {
      throw new HttpError(422, { file: [seasonTimeslotLimitMessage(storedCount, params.rows.length)] });
    }
    const [venueRows, surfaceRows, divisionRows] = await runInOrder([
      () =>
        tx.select({ id: venues.id, name: venues.name }).from(venues).where(eq(venues.seasonId, season.id)),
      () =>
        tx
          .select({ id: surfaces.id, name: surfaces.name, venueId: surfaces.venueId })
          .from(surfaces)
          .where(eq(surfaces.seasonId, season.id)),
      () =>
        tx
          .select({ id: divisions.id, name: divisions.name })
          .from(divisions)
          .where(eq(divisions.seasonId, season.id)),
    ]);
    const venueIndex = indexByName(venueRows);
    const surfaceIndex = indexByName(surfaceRows.map((s) => ({ id: s.id, name: `${s.venueId}/${s.name}` })));
    const divisionIndex = indexByName(divisionRows);
    const issues: RowIssue[] = [...(params.issues ?? [])];
    // A file repeats its dates and times on every field, and the zone arithmetic is the costliest step of a
    // row (it formats instants with Intl): each local date and time is worked out once.
    const instants = new Map<string, number>();
    const instantOf = (date: string, clock: string): Date => {
      const key = `${date} ${clock}`;
      let ms = instants.get(key);
      if (ms === undefined) {
        ms = zonedInstant(date, clock, season.timezone).getTime();
        instants.set(key, ms);
      }
      return new Date(ms);
    };
    const slotRows: SlotRow[] = [];
    const rowIndexes: number[] = [];
    const slotDivisions: (typeof timeslotDivisions.$inferInsert)[] = [];
    for (const [index, row] of params.rows.entries()) {
      if (params.pause && index > 0 && index % PAUSE_ROWS === 0) await params.pause();
      const issue = (field: string, message: string) => {
        issues.push({ index, line: row.line, field, message });
      };
      const venue = matchName(venueIndex, row.venue, 'venue');
      if (!('id' in venue)) {
        issue('venue', venue.message);
        continue;
      }
      const surface = matchName(surfaceIndex, `${venue.id}/${nameKey(row.surface)}`, 'surface');
      if (!('id' in surface)) {
        issue('surface', 'is not a surface of this venue');
        continue;
      }
      const id = randomUUID();
      for (const name of new Set(row.divisions.map(nameKey))) {
        const division = matchName(divisionIndex, name, 'division');
        if ('id' in division) slotDivisions.push({ timeslotId: id, divisionId: division.id });
        else issue('divisions', `${name}: ${division.message}`);
      }
      const start = instantOf(row.date, row.start);
      const finish = instantOf(row.date, row.finish);
      if (finish <= start) {
        issue('finish', 'must be after the start (a daylight-saving change meets it)');
        continue;
      }
      slotRows.push({
        id,
        organizationId: season.organizationId,
        seasonId: season.id,
        venueId: venue.id,
        surfaceId: surface.id,
        start,
        finish,
        ...TYPE_FLAGS[row.type],
      });
      rowIndexes.push(index);
    }
    const stored = await loadSurfaceIntervals(
      tx,
      slotRows.map((slot) => slot.surfaceId),
    );
    const overlaps = findSlotOverlaps([
      ...stored.map((interval) => ({ ...interval, row: undefined })),
      ...slotRows.map((slot, i) => ({
        surfaceId: slot.surfaceId,
        start: slot.start.getTime(),
        finish: slot.finish.getTime(),
        row: rowIndexes[i],
      })),
    ]);
    for (const index of overlaps) {
      const line = params.rows[index]?.line;
      issues.push({ index, line, field: 'start', message: 'overlaps another timeslot on this surface' });
    }
    throwRowIssues(issues);
    await insertSlotColumns(tx, season, slotRows, params.pause);
    await insertInBatches(tx, timeslotDivisions, slotDivisions);
    return slotRows.length;
  });
}
