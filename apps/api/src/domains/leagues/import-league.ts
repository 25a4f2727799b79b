import { randomUUID } from 'node:crypto';
import { fromLeagueDocument, type LeagueDocument, type LeagueSeasonIds } from '@app/contracts';
import { type Database, leagues, type UserRow } from '@app/db';
import { insertSeasonSnapshots } from '../seasons/insert-season-snapshot.ts';
import { refreshVenueDistances } from '../venues/refresh-venue-distances.ts';
import { saveCurrentSeason } from './save-current-season.ts';
import { fromSeasonRecords } from './season-records.ts';

/**
 * A new league in the organisation from a league document (already checked by LeagueDocumentSchema), in one
 * transaction: every record gets a new id, seasons take the importing user's time zone (UTC without one),
 * the season snapshots are inserted with batched inserts, venue distances computed, and the league with
 * its first season becomes the user's current one. Exporting it again gives the same document.
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
  const { organizationId } = params;
  const leagueId = snapshot.league.id;
  return params.db.transaction(async (tx) => {
    await tx.insert(leagues).values({ id: leagueId, organizationId, name: snapshot.league.name });
    // Seasons get creation times one millisecond apart in the document's order, so "the first season" is
    // the document's first even though one transaction stamps every row alike.
    const startedAt = Date.now();
    await insertSeasonSnapshots(
      tx,
      snapshot.seasons.map((season, i) =>
        fromSeasonRecords(season, {
          organizationId,
          leagueId,
          timezone: params.user.timezone ?? 'UTC',
          createdAt: new Date(startedAt + i),
        }),
      ),
    );
    for (const season of snapshot.seasons) {
      await refreshVenueDistances(tx, { seasonId: season.id, venueIds: season.venues.map((v) => v.id) });
    }
    await saveCurrentSeason(tx, { userId: params.user.id, organizationId, leagueId, seasonId: first.id });
    return { league: { id: leagueId }, season: { id: first.id } };
  });
}
