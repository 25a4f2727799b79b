import { BULK_EDIT_CODE_FIELDS, type BulkEditTables, pickFields } from '@app/contracts';
import { type Database, divisions, surfaces, teams, venues } from '@app/db';
import { asc, eq } from 'drizzle-orm';
import { groupBy } from '../../lib/group-by.ts';
import { findSeason } from '../seasons/find-season.ts';

/**
 * The bulk-edit tables of a season of the organisation (404 otherwise): every division with its teams and
 * every venue with its surfaces, by position. Four queries whatever the season's size.
 */
export async function loadBulkEditTables(params: {
  db: Database;
  organizationId: string;
  seasonId: string;
}): Promise<BulkEditTables> {
  const season = await findSeason(params.db, params);
  const [divisionRows, teamRows, venueRows, surfaceRows] = await Promise.all([
    params.db
      .select()
      .from(divisions)
      .where(eq(divisions.seasonId, season.id))
      .orderBy(asc(divisions.position), asc(divisions.createdAt)),
    params.db
      .select()
      .from(teams)
      .where(eq(teams.seasonId, season.id))
      .orderBy(asc(teams.position), asc(teams.createdAt)),
    params.db
      .select()
      .from(venues)
      .where(eq(venues.seasonId, season.id))
      .orderBy(asc(venues.position), asc(venues.createdAt)),
    params.db.select().from(surfaces).where(eq(surfaces.seasonId, season.id)).orderBy(asc(surfaces.position)),
  ]);
  // The rows' columns carry the contract's names for the code cells (name, shortcode, longcode).
  const codes = (row: { id: string; name: string; shortcode: string | null; longcode: string | null }) => ({
    id: row.id,
    ...pickFields(row, BULK_EDIT_CODE_FIELDS),
  });
  const external = (row: { seId: string | null; seMappingCode: string | null }) => ({
    se_id: row.seId,
    se_mapping_code: row.seMappingCode,
  });
  const teamsByDivision = groupBy(teamRows, (team) => team.divisionId);
  const surfacesByVenue = groupBy(surfaceRows, (surface) => surface.venueId);
  return {
    season_id: season.id,
    divisions: divisionRows.map((division) => ({
      ...codes(division),
      ...external(division),
      color: division.color,
      is_across: division.isAcross,
      teams: (teamsByDivision.get(division.id) ?? []).map((team) => ({ ...codes(team), ...external(team) })),
    })),
    venues: venueRows.map((venue) => ({
      ...codes(venue),
      surfaces: (surfacesByVenue.get(venue.id) ?? []).map(codes),
    })),
  };
}
