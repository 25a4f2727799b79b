import type { BulkEdit } from '@app/contracts';
import { type Database, divisions, surfaces, teams, venues } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { HttpError } from '../../http/http-error.ts';
import { runInOrder } from '../../lib/run-in-order.ts';
import { findSeason } from '../seasons/find-season.ts';

/**
 * Saves the bulk-edit tables of a season of the organisation (404 otherwise) in one transaction: names,
 * abbreviations, custom codes and (divisions and teams) external ids. Every listed record must be the
 * season's, each team under its own division and each surface under its own venue; anything else is a 422
 * naming the record's id field (`divisions.0.teams.2.id`), and nothing is saved. Records not listed are left
 * as they are.
 */
export async function bulkEditSeason(params: {
  db: Database;
  organizationId: string;
  seasonId: string;
  input: BulkEdit;
}): Promise<void> {
  const { input } = params;
  await params.db.transaction(async (tx) => {
    const season = await findSeason(tx, params);
    const [divisionRows, teamRows, venueRows, surfaceRows] = await runInOrder([
      () => tx.select({ id: divisions.id }).from(divisions).where(eq(divisions.seasonId, season.id)),
      () =>
        tx
          .select({ id: teams.id, parent: teams.divisionId })
          .from(teams)
          .where(eq(teams.seasonId, season.id)),
      () => tx.select({ id: venues.id }).from(venues).where(eq(venues.seasonId, season.id)),
      () =>
        tx
          .select({ id: surfaces.id, parent: surfaces.venueId })
          .from(surfaces)
          .where(eq(surfaces.seasonId, season.id)),
    ]);
    const divisionIds = new Set(divisionRows.map((d) => d.id));
    const venueIds = new Set(venueRows.map((v) => v.id));
    const teamDivision = new Map(teamRows.map((t) => [t.id, t.parent]));
    const surfaceVenue = new Map(surfaceRows.map((s) => [s.id, s.parent]));
    const errors: Record<string, string[]> = {};
    input.divisions.forEach((division, i) => {
      if (!divisionIds.has(division.id)) errors[`divisions.${i}.id`] = ['is not a division of this season'];
      division.teams.forEach((team, j) => {
        if (teamDivision.get(team.id) !== division.id) {
          errors[`divisions.${i}.teams.${j}.id`] = ['is not a team of this division'];
        }
      });
    });
    input.venues.forEach((venue, i) => {
      if (!venueIds.has(venue.id)) errors[`venues.${i}.id`] = ['is not a venue of this season'];
      venue.surfaces.forEach((surface, j) => {
        if (surfaceVenue.get(surface.id) !== venue.id) {
          errors[`venues.${i}.surfaces.${j}.id`] = ['is not a surface of this venue'];
        }
      });
    });
    if (Object.keys(errors).length > 0) throw new HttpError(422, errors);

    for (const division of input.divisions) {
      const { id, teams: teamEdits, name, shortcode, longcode, se_id, se_mapping_code } = division;
      await tx
        .update(divisions)
        .set({ name, shortcode, longcode, seId: se_id, seMappingCode: se_mapping_code })
        .where(and(eq(divisions.id, id), eq(divisions.seasonId, season.id)));
      for (const team of teamEdits) {
        await tx
          .update(teams)
          .set({
            name: team.name,
            shortcode: team.shortcode,
            longcode: team.longcode,
            seId: team.se_id,
            seMappingCode: team.se_mapping_code,
          })
          .where(and(eq(teams.id, team.id), eq(teams.seasonId, season.id)));
      }
    }
    for (const venue of input.venues) {
      await tx
        .update(venues)
        .set({ name: venue.name, shortcode: venue.shortcode, longcode: venue.longcode })
        .where(and(eq(venues.id, venue.id), eq(venues.seasonId, season.id)));
      for (const surface of venue.surfaces) {
        await tx
          .update(surfaces)
          .set({ name: surface.name, shortcode: surface.shortcode, longcode: surface.longcode })
          .where(and(eq(surfaces.id, surface.id), eq(surfaces.seasonId, season.id)));
      }
    }
  });
}
