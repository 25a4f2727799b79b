import { type Database, type SeasonRow, type Transaction, timeslots } from '@app/db';
import { and, eq, inArray } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';
import { lockSeasons } from '../../lib/lock-season.ts';
import { findSeason } from '../seasons/find-season.ts';
import { selectTimeslots, type TimeslotRecord } from './timeslot-record.ts';

/**
 * The listed slots of the organisation (of one season when `seasonId` is given), sorted by start. 404 when
 * any of them is missing or another organisation's, so a request never half-applies to ids it cannot see.
 */
export async function requireTimeslots(
  db: Database | Transaction,
  params: { organizationId: string; ids: readonly string[]; seasonId?: string },
): Promise<TimeslotRecord[]> {
  const ids = [...new Set(params.ids)];
  const slots = await selectTimeslots(
    db,
    and(
      inArray(timeslots.id, ids),
      eq(timeslots.organizationId, params.organizationId),
      params.seasonId === undefined ? undefined : eq(timeslots.seasonId, params.seasonId),
    ),
  );
  if (slots.length !== ids.length) throw notFound();
  return slots;
}

/** The season of the organisation (404 otherwise) and the listed slots of it ({@link requireTimeslots}). */
export async function requireSeasonTimeslots(
  db: Database | Transaction,
  params: { organizationId: string; seasonId: string; ids: readonly string[] },
): Promise<{ season: SeasonRow; slots: TimeslotRecord[] }> {
  const season = await findSeason(db, params);
  return { season, slots: await requireTimeslots(db, params) };
}

/**
 * For an edit: takes the lock of the listed slots' seasons (lockSeasons), then reads the slots as
 * {@link requireTimeslots} does, so the edit starts from what the previous edit of the season left.
 */
export async function lockTimeslots(
  tx: Transaction,
  params: { organizationId: string; ids: readonly string[]; seasonId?: string },
): Promise<TimeslotRecord[]> {
  const seasons = await tx
    .selectDistinct({ seasonId: timeslots.seasonId })
    .from(timeslots)
    .where(
      and(
        inArray(timeslots.id, [...new Set(params.ids)]),
        eq(timeslots.organizationId, params.organizationId),
      ),
    );
  await lockSeasons(
    tx,
    seasons.map((s) => s.seasonId),
  );
  return requireTimeslots(tx, params);
}

/** For an edit: the season of the organisation (404 otherwise), locked, and the listed slots of it. */
export async function lockSeasonTimeslots(
  tx: Transaction,
  params: { organizationId: string; seasonId: string; ids: readonly string[] },
): Promise<{ season: SeasonRow; slots: TimeslotRecord[] }> {
  const season = await findSeason(tx, params);
  await lockSeasons(tx, [season.id]);
  return { season, slots: await requireTimeslots(tx, params) };
}
