import type { LeagueCreate, LeagueSeasonIds } from '@app/contracts';
import { type Database, leagues, type UserRow } from '@app/db';
import { requireRoom } from '../free-tier/plan-limits.ts';
import { insertCurrentSeason } from './insert-current-season.ts';

/** A league with its first season, in one transaction; both become the user's current ones. */
export async function createLeague(params: {
  db: Database;
  user: UserRow;
  organizationId: string;
  input: LeagueCreate;
}): Promise<LeagueSeasonIds> {
  return params.db.transaction(async (tx) => {
    await requireRoom(tx, {
      organizationId: params.organizationId,
      resource: 'leagues',
      scopeId: params.organizationId,
    });
    const [league] = await tx
      .insert(leagues)
      // The public site opens in the league's language: the creator's, until edited (docs/leagues.md#language).
      .values({
        organizationId: params.organizationId,
        name: params.input.name,
        language: params.user.locale,
      })
      .returning({ id: leagues.id });
    if (!league) throw new Error('league insert returned nothing');
    return insertCurrentSeason(tx, {
      user: params.user,
      organizationId: params.organizationId,
      leagueId: league.id,
      name: params.input.seasonName,
    });
  });
}
