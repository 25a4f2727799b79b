import type { LeagueSeasonIds, SeasonCreate } from '@app/contracts';
import { type Database, seasons, type UserRow } from '@app/db';
import { findLeague } from './find-league.ts';
import { saveCurrentSeason } from './save-current-season.ts';

/**
 * An empty season of a league of the organisation (404 otherwise), in the creating user's time zone (UTC
 * when the account has none). It becomes the user's current season, in the same transaction.
 */
export async function createSeason(params: {
  db: Database;
  user: UserRow;
  organizationId: string;
  input: SeasonCreate;
}): Promise<LeagueSeasonIds> {
  return params.db.transaction(async (tx) => {
    const { league } = await findLeague(tx, {
      organizationId: params.organizationId,
      leagueId: params.input.league_id,
    });
    const [season] = await tx
      .insert(seasons)
      .values({
        organizationId: params.organizationId,
        leagueId: league.id,
        name: params.input.name,
        timezone: params.user.timezone ?? 'UTC',
      })
      .returning({ id: seasons.id });
    if (!season) throw new Error('season insert returned nothing');
    await saveCurrentSeason(tx, {
      userId: params.user.id,
      organizationId: params.organizationId,
      leagueId: league.id,
      seasonId: season.id,
    });
    return { league: { id: league.id }, season: { id: season.id } };
  });
}
