import type { Standings } from '@app/contracts';
import type { Database } from '@app/db';
import { loadStandings } from '../standings/load-standings.ts';
import { findPublishedSeason, requireSection } from './find-published-season.ts';

/**
 * `GET /api/public_standings/{season_id}`: the season's tables ranked exactly as the signed-in standings
 * page ranks them (docs/standings.md), for a published season whose site shows standings; 404 otherwise.
 */
export async function loadPublicStandings(db: Database, seasonId: string): Promise<Standings> {
  const published = await findPublishedSeason(db, seasonId);
  requireSection(published, 'standings');
  return loadStandings(db, { organizationId: published.organizationId, seasonId });
}
