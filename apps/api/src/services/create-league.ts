import type { LeagueCreate, LeagueSeasonIds } from '@app/contracts';
import { type Database, leagues, seasons, type UserRow } from '@app/db';
import { saveCurrentSeason } from './save-current-season.ts';

/**
 * A league with its first season, in one transaction; both become the user's current ones. The season takes
 * the user's time zone (UTC when the account has none), so its timeslots are local to the organiser.
 */
export async function createLeague(params: {
  db: Database;
  user: UserRow;
  organizationId: string;
  input: LeagueCreate;
}): Promise<LeagueSeasonIds> {
  return params.db.transaction(async (tx) => {
    const [league] = await tx
      .insert(leagues)
      .values({ organizationId: params.organizationId, name: params.input.name })
      .returning({ id: leagues.id });
    if (!league) throw new Error('league insert returned nothing');
    const [season] = await tx
      .insert(seasons)
      .values({
        organizationId: params.organizationId,
        leagueId: league.id,
        name: params.input.seasonName,
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
