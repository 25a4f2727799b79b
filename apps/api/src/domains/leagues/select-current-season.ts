import type { Database } from '@app/db';
import { unprocessable } from '../../http/http-error.ts';
import { findLeague } from './find-league.ts';
import { saveCurrentSeason } from './save-current-season.ts';

/**
 * Makes a league and season current for the user (docs/leagues.md): without a season, the league's first
 * (oldest). 404 for a league not in the organisation; 422 naming season_id for a season of another league,
 * league_id for a league without seasons.
 */
export async function selectCurrentSeason(params: {
  db: Database;
  userId: string;
  organizationId: string;
  leagueId: string;
  seasonId: string | undefined;
}): Promise<void> {
  const { league, seasons } = await findLeague(params.db, params);
  const season = params.seasonId ? seasons.find((s) => s.id === params.seasonId) : seasons[0];
  if (!season) {
    if (params.seasonId) throw unprocessable('season_id', 'is not a season of this league');
    throw unprocessable('league_id', 'has no season');
  }
  await saveCurrentSeason(params.db, {
    userId: params.userId,
    organizationId: params.organizationId,
    leagueId: league.id,
    seasonId: season.id,
  });
}
