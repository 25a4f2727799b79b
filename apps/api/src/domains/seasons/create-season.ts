import type { LeagueSeasonIds, SeasonCreate } from '@app/contracts';
import type { Database, UserRow } from '@app/db';
import { findLeague } from '../leagues/find-league.ts';
import { insertCurrentSeason } from '../leagues/insert-current-season.ts';

/** An empty season of a league of the organisation (404 otherwise); it becomes the user's current season. */
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
    return insertCurrentSeason(tx, {
      user: params.user,
      organizationId: params.organizationId,
      leagueId: league.id,
      name: params.input.name,
    });
  });
}
