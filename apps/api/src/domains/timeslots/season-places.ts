import { type Database, divisions, surfaces, type Transaction } from '@app/db';
import { eq } from 'drizzle-orm';
import { HttpError } from '../../http/http-error.ts';
import { runInOrder } from '../../lib/run-in-order.ts';

/** Where a season's slots may go: each surface with its venue, and the divisions they may be open to. */
export interface SeasonPlaces {
  venueOfSurface: Map<string, string>;
  venueIds: Set<string>;
  divisionIds: Set<string>;
}

/** A request field that names something not in the season. */
export interface PlaceIssue {
  field: string;
  message: string;
}

/** The season's surfaces and divisions, loaded once per request (two small queries). */
export async function loadSeasonPlaces(db: Database | Transaction, seasonId: string): Promise<SeasonPlaces> {
  const [surfaceRows, divisionRows] = await runInOrder([
    () =>
      db
        .select({ id: surfaces.id, venueId: surfaces.venueId })
        .from(surfaces)
        .where(eq(surfaces.seasonId, seasonId)),
    () => db.select({ id: divisions.id }).from(divisions).where(eq(divisions.seasonId, seasonId)),
  ]);
  return {
    venueOfSurface: new Map(surfaceRows.map((s) => [s.id, s.venueId])),
    venueIds: new Set(surfaceRows.map((s) => s.venueId)),
    divisionIds: new Set(divisionRows.map((d) => d.id)),
  };
}

/**
 * What a slot names that the season does not have: a venue, a surface (of that venue when one is named),
 * divisions. Another organisation's ids fall here too, since they are never in the caller's season.
 */
export function placeIssues(
  places: SeasonPlaces,
  slot: { venue_id?: string; surface_id?: string; divisions?: readonly string[] },
): PlaceIssue[] {
  const issues: PlaceIssue[] = [];
  if (slot.venue_id !== undefined && !places.venueIds.has(slot.venue_id)) {
    issues.push({ field: 'venue_id', message: 'is not a venue of this season' });
  } else if (slot.surface_id !== undefined) {
    const venueId = places.venueOfSurface.get(slot.surface_id);
    if (venueId === undefined)
      issues.push({ field: 'surface_id', message: 'is not a surface of this season' });
    else if (slot.venue_id !== undefined && venueId !== slot.venue_id) {
      issues.push({ field: 'surface_id', message: 'is not a surface of this venue' });
    }
  }
  if (slot.divisions?.some((id) => !places.divisionIds.has(id))) {
    issues.push({ field: 'divisions', message: 'lists a division that is not in this season' });
  }
  return issues;
}

/** 422 keyed by field for the issues of one slot; nothing for none. */
export function throwPlaceIssues(issues: readonly PlaceIssue[]): void {
  if (issues.length === 0) return;
  const errors: Record<string, string[]> = {};
  for (const issue of issues) errors[issue.field] = [...(errors[issue.field] ?? []), issue.message];
  throw new HttpError(422, errors);
}

/** The venue of a surface already checked by {@link placeIssues}. */
export function venueOf(places: SeasonPlaces, surfaceId: string): string {
  const venueId = places.venueOfSurface.get(surfaceId);
  if (venueId === undefined) throw new Error(`surface ${surfaceId} was not checked against the season`);
  return venueId;
}
