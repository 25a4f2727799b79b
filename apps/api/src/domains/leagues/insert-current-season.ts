import type { LeagueSeasonIds } from '@app/contracts';
import { seasons, type Transaction, type UserRow } from '@app/db';
import { requireRoom } from '../free-tier/plan-limits.ts';
import { saveCurrentSeason } from './save-current-season.ts';

/**
 * Inserts an empty season into a league and makes it the user's current one, inside the caller's transaction.
 * The season takes the user's time zone (UTC when the account has none), so its timeslots are local to the
 * organiser who made it.
 */
export async function insertCurrentSeason(
  tx: Transaction,
  params: { user: UserRow; organizationId: string; leagueId: string; name: string },
): Promise<LeagueSeasonIds> {
  await requireRoom(tx, {
    organizationId: params.organizationId,
    resource: 'seasons',
    scopeId: params.leagueId,
  });
  const [season] = await tx
    .insert(seasons)
    .values({
      organizationId: params.organizationId,
      leagueId: params.leagueId,
      name: params.name,
      timezone: params.user.timezone ?? 'UTC',
    })
    .returning({ id: seasons.id });
  if (!season) throw new Error('season insert returned nothing');
  await saveCurrentSeason(tx, {
    userId: params.user.id,
    organizationId: params.organizationId,
    leagueId: params.leagueId,
    seasonId: season.id,
  });
  return { league: { id: params.leagueId }, season: { id: season.id } };
}
