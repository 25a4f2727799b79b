import { type Database, type ReplanRow, replans, surfaces, type Transaction, venues } from '@app/db';
import { and, eq, inArray } from 'drizzle-orm';
import { conflict, notFound } from '../../http/http-error.ts';
import { lockSeasons } from '../../lib/lock-season.ts';
import type { ReplanNames } from './present-replan.ts';

/** A re-plan of the organisation; 404 when missing or another organisation's. */
export async function findReplan(
  db: Database | Transaction,
  params: { organizationId: string; replanId: string },
): Promise<ReplanRow> {
  const [row] = await db
    .select()
    .from(replans)
    .where(and(eq(replans.id, params.replanId), eq(replans.organizationId, params.organizationId)));
  if (!row) throw notFound();
  return row;
}

/**
 * For a change of a re-plan: its season's lock first (lockSeasons), then the row read after it, so two
 * applies (or an apply and an undo) of one re-plan run one after the other; 409 unless it is `status`.
 */
export async function lockReplan(
  tx: Transaction,
  params: { organizationId: string; replanId: string; status: 'proposed' | 'applied' },
): Promise<ReplanRow> {
  const first = await findReplan(tx, params);
  await lockSeasons(tx, [first.seasonId]);
  const row = await findReplan(tx, params);
  if (row.status !== params.status) throw conflict('status', `is ${row.status}, not ${params.status}`);
  return row;
}

/** Venue and surface names of re-plans, by re-plan id. */
export async function loadReplanNames(
  db: Database | Transaction,
  rows: readonly ReplanRow[],
): Promise<(row: ReplanRow) => ReplanNames> {
  const venueIds = [...new Set(rows.flatMap((r) => (r.venueId ? [r.venueId] : [])))];
  const surfaceIds = [...new Set(rows.flatMap((r) => (r.surfaceId ? [r.surfaceId] : [])))];
  const venueNames = new Map(
    venueIds.length === 0
      ? []
      : (
          await db
            .select({ id: venues.id, name: venues.name })
            .from(venues)
            .where(inArray(venues.id, venueIds))
        ).map((v) => [v.id, v.name]),
  );
  const surfaceNames = new Map(
    surfaceIds.length === 0
      ? []
      : (
          await db
            .select({ id: surfaces.id, name: surfaces.name })
            .from(surfaces)
            .where(inArray(surfaces.id, surfaceIds))
        ).map((s) => [s.id, s.name]),
  );
  return (row) => ({
    venue: row.venueId ? (venueNames.get(row.venueId) ?? null) : null,
    surface: row.surfaceId ? (surfaceNames.get(row.surfaceId) ?? null) : null,
  });
}
