import { randomUUID } from 'node:crypto';
import { fromLeagueDocument, type LeagueDocument, type LeagueSeasonIds } from '@app/contracts';
import type { Database, UserRow } from '@app/db';
import { insertLeagueSnapshot } from '../seasons/insert-season-snapshot.ts';
import { saveCurrentSeason } from './save-current-season.ts';

/**
 * A new league in the organisation from a league document (already checked by LeagueDocumentSchema), in one
 * transaction: every record gets a new id, seasons take the importing user's time zone (UTC without one),
 * and the league with its first season becomes the user's current one. Exporting it again gives the same
 * document.
 */
export async function importLeague(params: {
  db: Database;
  user: UserRow;
  organizationId: string;
  document: LeagueDocument;
}): Promise<LeagueSeasonIds> {
  const snapshot = fromLeagueDocument(params.document, randomUUID);
  const [first] = snapshot.seasons;
  if (!first) throw new Error('a league document has at least one season');
  return params.db.transaction(async (tx) => {
    await insertLeagueSnapshot(tx, {
      organizationId: params.organizationId,
      timezone: params.user.timezone ?? 'UTC',
      snapshot,
    });
    await saveCurrentSeason(tx, {
      userId: params.user.id,
      organizationId: params.organizationId,
      leagueId: snapshot.league.id,
      seasonId: first.id,
    });
    return { league: { id: snapshot.league.id }, season: { id: first.id } };
  });
}
