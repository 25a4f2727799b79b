import { currentSelections, type Database, type Transaction } from '@app/db';

/**
 * Stores the user's current league and season in one organisation (one row per user and organisation).
 * Callers check that the season belongs to the league and both to the organisation.
 */
export async function saveCurrentSeason(
  db: Database | Transaction,
  params: { userId: string; organizationId: string; leagueId: string; seasonId: string },
): Promise<void> {
  await db
    .insert(currentSelections)
    .values(params)
    .onConflictDoUpdate({
      target: [currentSelections.userId, currentSelections.organizationId],
      set: { leagueId: params.leagueId, seasonId: params.seasonId },
    });
}
